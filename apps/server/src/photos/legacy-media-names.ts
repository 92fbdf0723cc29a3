import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { queueMediaRemoval } from './media-removal-jobs';
import { isMediaName, newMediaName, type MediaStorage } from './media-storage';

const BATCH = 100;

type Deps = Pick<AppDeps, 'db' | 'media' | 'clock'>;

type TCopy = { from: string; to: string; contentType: string };

/** Copies each file that exists to its new name; answers the new names written, for a clean-up. */
async function copyFiles(media: MediaStorage, copies: TCopy[]): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const { from, to, contentType } of copies) {
      const bytes = await media.read(from);
      // A file lost before the move stays lost; the row still gets its new, unrelated names.
      if (!bytes) continue;
      await media.put(to, bytes, contentType);
      written.push(to);
    }
  } catch (error) {
    await media.remove(written).catch(() => undefined);
    throw error;
  }
  return written;
}

const contentTypeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
const extensionOf = (name: string) => (name.endsWith('.webp') ? 'webp' : 'jpg');
/** The old names derived from one another ("-b.jpg", "-blur.jpg", …): all of them go, demo portraits too. */
const removable = (names: string[]) => names.filter(isMediaName);

/**
 * Profile photos stored before their variants had names of their own (`x.jpg`, `x-t.webp`, `x-b.jpg`;
 * demo `d.jpg`, `d-thumb.webp`, `d-blur.jpg`), one distinct set of files at a time (demo portraits are
 * shared by many rows): the full size is copied to the private area, the main photo also gets a public
 * copy, thumbnail and blur get new random names; the rows change in one statement guarded by the old
 * names, and the old files are removed by a durable job queued in the same transaction.
 */
async function renameProfilePhotos(deps: Deps): Promise<number> {
  let renamed = 0;
  for (;;) {
    const sets = await deps.db
      .selectFrom('photos as ph')
      .leftJoin('profiles as p', 'p.main_photo_id', 'ph.id')
      .select([
        'ph.filename',
        'ph.thumb_filename',
        'ph.blur_filename',
        sql<boolean>`bool_or(p.id is not null)`.as('main'),
      ])
      .where('ph.filename', 'not like', 'private/%')
      .groupBy(['ph.filename', 'ph.thumb_filename', 'ph.blur_filename'])
      .limit(BATCH)
      .execute();
    if (sets.length === 0) return renamed;
    for (const set of sets) {
      const area = set.filename.startsWith('demo/') ? 'demo' : 'u';
      const next = {
        filename: newMediaName(area, 'jpg', { private: true }),
        public_filename: set.main ? newMediaName(area, 'jpg') : null,
        thumb_filename: newMediaName(area, extensionOf(set.thumb_filename)),
        blur_filename: newMediaName(area, 'jpg'),
      };
      const written = await copyFiles(deps.media, [
        { from: set.filename, to: next.filename, contentType: 'image/jpeg' },
        ...(next.public_filename ? [{ from: set.filename, to: next.public_filename, contentType: 'image/jpeg' }] : []),
        { from: set.thumb_filename, to: next.thumb_filename, contentType: contentTypeOf(set.thumb_filename) },
        { from: set.blur_filename, to: next.blur_filename, contentType: 'image/jpeg' },
      ]);
      const updated = await inTransaction(deps.db, async ({ tx }) => {
        const rows = await tx
          .updateTable('photos')
          .set({
            filename: next.filename,
            thumb_filename: next.thumb_filename,
            blur_filename: next.blur_filename,
            // Of the rows sharing a demo portrait, only those that are a main photo show the public copy.
            public_filename: sql<string | null>`case when exists (
              select 1 from profiles where profiles.main_photo_id = photos.id) then ${next.public_filename}::text end`,
          })
          .where('filename', '=', set.filename)
          .where('thumb_filename', '=', set.thumb_filename)
          .where('blur_filename', '=', set.blur_filename)
          .returning('id')
          .execute();
        if (rows.length > 0)
          await queueMediaRemoval(
            tx,
            removable([set.filename, set.thumb_filename, set.blur_filename]),
            deps.clock.now(),
          );
        return rows.length;
      });
      // Another process renamed them first: our copies are referred to by nothing.
      if (updated === 0) await deps.media.remove(written);
      else renamed += updated;
    }
  }
}

/** Chat photos of the old layout (`x.jpg`, `x-t.webp`, `x-b.jpg`): new names for each, full size stays public. */
async function renameChatPhotos(deps: Deps): Promise<number> {
  let renamed = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('chat_photos')
      .select(['id', 'filename', 'thumb_filename', 'blur_filename'])
      .where(sql<boolean>`thumb_filename = left(filename, -4) || '-t.webp'`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return renamed;
    for (const row of rows) {
      const next = {
        filename: newMediaName('u', 'jpg'),
        thumb_filename: newMediaName('u', 'webp'),
        blur_filename: newMediaName('u', 'jpg'),
      };
      const written = await copyFiles(deps.media, [
        { from: row.filename, to: next.filename, contentType: 'image/jpeg' },
        { from: row.thumb_filename, to: next.thumb_filename, contentType: 'image/webp' },
        { from: row.blur_filename, to: next.blur_filename, contentType: 'image/jpeg' },
      ]);
      const updated = await inTransaction(deps.db, async ({ tx }) => {
        const changed = await tx
          .updateTable('chat_photos')
          .set(next)
          .where('id', '=', row.id)
          .where('filename', '=', row.filename)
          .returning('id')
          .executeTakeFirst();
        if (changed)
          await queueMediaRemoval(
            tx,
            removable([row.filename, row.thumb_filename, row.blur_filename]),
            deps.clock.now(),
          );
        return Boolean(changed);
      });
      if (!updated) await deps.media.remove(written);
      else renamed++;
    }
  }
}

/**
 * Start-time step after the database migration 0010: brings the photo files of an installation made
 * before variants had unrelated names (and before full-size photos were private) to the new layout, on
 * the local folder and on S3 alike, since it only uses MediaStorage. Safe to run again and by several
 * processes at once: each set of files is renamed by a guarded update, and the old files go through the
 * durable job queue. Nothing to do costs two index lookups.
 */
export async function renameLegacyMedia(deps: Deps): Promise<{ photos: number; chatPhotos: number }> {
  const photos = await renameProfilePhotos(deps);
  const chatPhotos = await renameChatPhotos(deps);
  return { photos, chatPhotos };
}
