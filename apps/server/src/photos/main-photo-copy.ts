import type { TxContext } from '../db/transaction';
import { newMediaName, removeMemberUploads, type MediaStorage } from './media-storage';

/**
 * The main photo is the one full-size photo everybody may see (cards, the share address, the profile's
 * first picture for visitors), so it alone has a public copy; every other full-size photo stays private.
 * Call this at the end of each transaction that may have changed a member's main photo: the main photo
 * gets its copy (under a new random name) and a photo that stopped being main loses its copy after the
 * commit. The copy is written before the commit, so the answer of the call already shows it.
 */
export async function syncMainPhotoCopy(
  { tx, onCommit }: TxContext,
  media: MediaStorage,
  userId: number,
): Promise<void> {
  const profile = await tx
    .selectFrom('profiles')
    .select('main_photo_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  const mainId = profile?.main_photo_id ?? null;
  const demoted = await tx
    .updateTable('photos')
    .set({ public_filename: null })
    .where('user_id', '=', userId)
    .where('public_filename', 'is not', null)
    .$if(mainId !== null, (query) => query.where('id', '!=', mainId!))
    .returning('public_filename')
    .execute();
  if (demoted.length > 0)
    onCommit(() =>
      removeMemberUploads(
        media,
        demoted.map((photo) => photo.public_filename),
      ),
    );
  if (mainId === null) return;

  const main = await tx
    .selectFrom('photos')
    .select(['filename', 'public_filename'])
    .where('id', '=', mainId)
    .executeTakeFirst();
  if (!main || main.public_filename) return;
  const bytes = await media.read(main.filename);
  // A lost file has nothing to publish; the profile shows no photo rather than failing the member's call.
  if (!bytes) return;
  const copy = newMediaName('u', 'jpg');
  await media.put(copy, bytes, 'image/jpeg');
  try {
    await tx.updateTable('photos').set({ public_filename: copy }).where('id', '=', mainId).execute();
  } catch (error) {
    await removeMemberUploads(media, [copy]).catch(() => undefined);
    throw error;
  }
}
