import { sql, type Kysely } from 'kysely';

/**
 * "Nearest first" without ranking every match (issue 19, decision 028). `pos` is the profile's position on a
 * flat map (longitude scaled by the cosine of its own latitude, latitude as it is), kept by the database from
 * `lat`/`lon`; a GiST index on it hands out profiles nearest first (`<->`), so a page reads about as many
 * index entries as it shows instead of sorting the whole country. Profiles without a position have no point
 * and come last. Plain CREATE INDEX: migrations run in a transaction, on PostgreSQL and PGlite alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles add column pos point generated always as (
      case when lat is null or lon is null then null else point(lon * cos(radians(lat)), lat) end
    ) stored;
    create index profiles_nearest on profiles using gist (pos) where searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_nearest;
    alter table profiles drop column pos;
  `.execute(db);
}
