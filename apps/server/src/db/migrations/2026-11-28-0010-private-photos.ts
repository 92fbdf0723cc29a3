import { sql, type Kysely } from 'kysely';

/**
 * Full-size photos move to the private media area (names under `private/`); the main photo keeps a
 * public copy of its own (`public_filename`) for cards and sharing. The files themselves are moved, and
 * every variant renamed, by the start-time step in photos/legacy-media-keys.ts; the partial indexes find
 * the rows it has not done yet, and are empty once it has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table photos add column public_filename text;
    create index photos_legacy_names on photos (id) where filename not like 'private/%';
    create index chat_photos_legacy_names on chat_photos (id)
      where thumb_filename = left(filename, -4) || '-t.webp';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index chat_photos_legacy_names;
    drop index photos_legacy_names;
    alter table photos drop column public_filename;
  `.execute(db);
}
