import { sql, type Kysely } from 'kysely';

/**
 * Rare ages in one country or region, flat in the size of the site (issue 19, decision 028). An age range few
 * members of a country fall in ("80 in FI") was counted from `profiles_search_age`, which holds every member of
 * the site in that range: at 1,000,000 members about 15,000 entries read to find 806 Finns, ten times what
 * 100,000 members cost. These lead with the place, then the date of birth, so the range is read in the place
 * alone; like the other search indexes they carry every column a search filters on and sorts by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index profiles_search_country_age on profiles (site_id, country, date_of_birth)
      include (gender, region, seeking, sexuality, last_active_at, id) where searchable;
    create index profiles_search_region_age on profiles (site_id, region, date_of_birth)
      include (gender, country, seeking, sexuality, last_active_at, id) where searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_search_region_age;
    drop index profiles_search_country_age;
  `.execute(db);
}
