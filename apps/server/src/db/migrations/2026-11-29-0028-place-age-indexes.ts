import { sql, type Kysely } from 'kysely';

/**
 * Rare ages in one country or region, flat in the size of the site (issue 19, decision 028). An age range few
 * members of a country fall in ("80 in FI") was counted from `profiles_search_age`, which holds every member of
 * the site in that range: at 1,000,000 members about 15,000 entries read to find 806 Finns, ten times what
 * 100,000 members cost. These lead with the place, then the date of birth, so the range is read in the place
 * alone. They carry the filter columns and the id, enough for a count, but not the activity: a page in activity
 * order stays with the indexes in that order (with it, the planner read all of Germany's 25-45 year olds and
 * sorted them for page 35 of the common search, twice as slow as walking `profiles_search`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index profiles_search_country_age on profiles (site_id, country, date_of_birth)
      include (gender, region, seeking, sexuality, id) where searchable;
    create index profiles_search_region_age on profiles (site_id, region, date_of_birth)
      include (gender, country, seeking, sexuality, id) where searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_search_region_age;
    drop index profiles_search_country_age;
  `.execute(db);
}
