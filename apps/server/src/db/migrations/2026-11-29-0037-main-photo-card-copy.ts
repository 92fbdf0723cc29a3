import { sql, type Kysely } from 'kysely';

/**
 * A card-size public copy of each main photo (issue 19 item 5, decision 043): grids of cards and lander tiles
 * draw a 480 × 640 WebP instead of the full photo (up to 1600 px). Main photos published before this stay
 * without one until the `main-photo-cards` job has made it; readers fall back to the full copy meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table photos add column public_card_filename text;
    create index photos_missing_card_copy on photos (public_filename) where public_filename is not null and public_card_filename is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index photos_missing_card_copy;
    alter table photos drop column public_card_filename;
  `.execute(db);
}
