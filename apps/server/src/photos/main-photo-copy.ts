import type { Database, Tx } from '../db/database';
import type { TxContext } from '../db/transaction';
import { newMediaName, removeMemberUploads, type MediaStorage } from './media-storage';
import { encodeCardCopy } from './photo-processing';

/**
 * The main photo is the one full-size photo everybody may see (cards, the share address, the profile's
 * first picture for visitors), so it alone has public copies: the full-size one and a card-size one
 * (`encodeCardCopy`, what grids of cards draw); every other full-size photo stays private.
 * Call this at the end of each transaction that may have changed a member's main photo: the main photo
 * gets its copies (under new random names) and a photo that stopped being main loses them after the
 * commit. The full-size copy is written before the commit, so the answer of the call already shows it; the
 * card copy follows just after.
 */
export async function syncMainPhotoCopy(
  { tx, onCommit, db }: TxContext,
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
  // Read before they are cleared: RETURNING would answer the cleared (null) names, and the files would stay.
  const demoted = await tx
    .selectFrom('photos')
    .select(['id', 'public_filename', 'public_card_filename'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('public_filename', 'is not', null), eb('public_card_filename', 'is not', null)]))
    .$if(mainId !== null, (query) => query.where('id', '!=', mainId!))
    .execute();
  if (demoted.length > 0) {
    await tx
      .updateTable('photos')
      .set({ public_filename: null, public_card_filename: null })
      .where(
        'id',
        'in',
        demoted.map((photo) => photo.id),
      )
      .execute();
    onCommit(() =>
      removeMemberUploads(
        media,
        demoted.flatMap((photo) => [photo.public_filename, photo.public_card_filename]),
      ),
    );
  }
  if (mainId === null) return;

  const main = await tx
    .selectFrom('photos')
    .select(['filename', 'public_filename', 'public_card_filename'])
    .where('id', '=', mainId)
    .executeTakeFirst();
  if (!main) return;
  const publicName = main.public_filename ?? (await writePublicCopy(tx, media, mainId, main.filename));
  // The card copy takes sharp tens of milliseconds: made after the commit, so the transaction (PGlite's one
  // connection) is not held for it. Until it exists, cards draw the full copy; the catch-up job
  // (`main-photo-cards-job.ts`) makes any that this misses.
  if (publicName && !main.public_card_filename) onCommit(() => makeCardCopy({ db, media }, publicName).then(() => {}));
}

/** Stores the full-size public copy of the main photo; null when its file is lost (the profile shows none). */
async function writePublicCopy(tx: Tx, media: MediaStorage, photoId: number, filename: string): Promise<string | null> {
  const bytes = await media.read(filename);
  if (!bytes) return null;
  const publicName = newMediaName('u', 'jpg');
  await media.put(publicName, bytes, 'image/jpeg');
  try {
    await tx.updateTable('photos').set({ public_filename: publicName }).where('id', '=', photoId).execute();
  } catch (error) {
    await removeMemberUploads(media, [publicName]).catch(() => undefined);
    throw error;
  }
  return publicName;
}

/**
 * Makes the card copy of the photos showing this public copy. Each row is set only while it still shows that
 * public copy and has no card copy: a copy another process or a change of main photo made first wins, and
 * ours goes. A lost or unreadable file gets no card: its cards keep drawing the full copy.
 */
export async function makeCardCopy(deps: { db: Database; media: MediaStorage }, publicName: string): Promise<boolean> {
  const bytes = await deps.media.read(publicName);
  const card = bytes && (await encodeCardCopy(bytes).catch(() => null));
  if (!card) return false;
  // Rows sharing one demo portrait share one card copy in the same area, never removed with a member's files.
  const name = newMediaName(publicName.startsWith('demo/') ? 'demo' : 'u', 'webp');
  await deps.media.put(name, card, 'image/webp');
  const updated = await deps.db
    .updateTable('photos')
    .set({ public_card_filename: name })
    .where('public_filename', '=', publicName)
    .where('public_card_filename', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return true;
  await removeMemberUploads(deps.media, [name]);
  return false;
}
