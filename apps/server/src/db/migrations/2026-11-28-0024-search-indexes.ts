import { sql, type Kysely } from 'kysely';

/**
 * Search that is fast for every filter set (issue 19, decision 028). Every search index now carries all the
 * columns a search reads (the orientation's seeking and sexuality too, which sent each candidate row to the
 * table before), so pages and counts are index-only scans, and two new ones cover what the others could not:
 * - profiles_search_country: a country without a gender (logged out, or a bisexual searcher), in activity order;
 * - profiles_search_age: an age range few members fall in (85-99 finds nobody): read by date of birth
 *   instead of walking the whole site in activity order to find nothing.
 * The indexes that lead with a country or region also carry the position, so "nearest first" within them
 * ranks from the index alone.
 * Plain CREATE INDEX: migrations run in a transaction, on PostgreSQL and PGlite alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_search;
    drop index profiles_search_recent;
    drop index profiles_search_region;
    create index profiles_search on profiles (site_id, gender, country, last_active_at desc, id desc)
      include (date_of_birth, region, seeking, sexuality, lat, lon) where searchable;
    create index profiles_search_recent on profiles (site_id, last_active_at desc, id desc)
      include (gender, country, date_of_birth, region, seeking, sexuality) where searchable;
    create index profiles_search_region on profiles (site_id, region, last_active_at desc, id desc)
      include (gender, country, date_of_birth, seeking, sexuality, lat, lon) where searchable;
    create index profiles_search_country on profiles (site_id, country, last_active_at desc, id desc)
      include (gender, date_of_birth, region, seeking, sexuality, lat, lon) where searchable;
    create index profiles_search_age on profiles (site_id, date_of_birth)
      include (gender, country, region, seeking, sexuality, last_active_at, id) where searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_search_age;
    drop index profiles_search_country;
    drop index profiles_search_region;
    drop index profiles_search_recent;
    drop index profiles_search;
    create index profiles_search on profiles (site_id, gender, country, last_active_at desc, id desc)
      include (date_of_birth, region) where searchable;
    create index profiles_search_recent on profiles (site_id, last_active_at desc, id desc)
      include (gender, country, date_of_birth, region) where searchable;
    create index profiles_search_region on profiles (site_id, region, last_active_at desc, id desc)
      include (gender, country, date_of_birth) where searchable;
  `.execute(db);
}
