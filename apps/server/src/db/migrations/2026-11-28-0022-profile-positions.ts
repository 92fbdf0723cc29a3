import { sql, type Kysely } from 'kysely';
import { refreshPositions } from '../../members/profile-position';
import type { DB } from '../schema';

/**
 * Matching by distance (decision 022): every profile gets the position of its city (else of its region's
 * main city), kept by members/profile-position.ts. Existing profiles are placed here once; the index lets
 * "near you" take a box of latitudes before measuring.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles add column lat double precision;
    alter table profiles add column lon double precision;
    create index profiles_position on profiles (site_id, lat) where searchable;
  `.execute(db);
  await refreshPositions(db as unknown as Kysely<DB>, 'all');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_position;
    alter table profiles drop column lon;
    alter table profiles drop column lat;
  `.execute(db);
}
