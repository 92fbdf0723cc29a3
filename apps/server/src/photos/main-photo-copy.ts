import type { TxContext } from '../db/transaction';
import { newMediaName, removeMemberUploads, type MediaStorage } from './media-storage';
import { encodeCardCopy } from './photo-processing';

/**
 * The main photo is the one full-size photo everybody may see (cards, the share address, the profile's
 * first picture for visitors), so it alone has public copies: the full-size one and a card-size one
 * (`encodeCardCopy`, what grids of cards draw); every other full-size photo stays private.
 * Call this at the end of each transaction that may have changed a member's main photo: the main photo
 * gets its copies (under new random names) and a photo that stopped being main loses them after the
 * commit. The copies are written before the commit, so the answer of the call already shows them.
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
  if (!main || (main.public_filename && main.public_card_filename)) return;
  const bytes = await media.read(main.filename);
  // A lost file has nothing to publish; the profile shows no photo rather than failing the member's call.
  if (!bytes) return;
  const copies = await writePublicCopies(media, bytes, main);
  if (Object.keys(copies).length === 0) return;
  try {
    await tx.updateTable('photos').set(copies).where('id', '=', mainId).execute();
  } catch (error) {
    await removeMemberUploads(media, Object.values(copies)).catch(() => undefined);
    throw error;
  }
}

/**
 * Stores the public copies a main photo lacks and returns their names. A card copy that cannot be made (a
 * stored file sharp cannot read) is left out: cards then draw the full-size copy, as before there were any.
 */
export async function writePublicCopies(
  media: MediaStorage,
  bytes: Buffer,
  has: { public_filename: string | null; public_card_filename: string | null },
): Promise<{ public_filename?: string; public_card_filename?: string }> {
  const card = has.public_card_filename ? null : await encodeCardCopy(bytes).catch(() => null);
  const copies = {
    ...(!has.public_filename && { public_filename: newMediaName('u', 'jpg') }),
    ...(card && { public_card_filename: newMediaName('u', 'webp') }),
  };
  try {
    await Promise.all([
      copies.public_filename && media.put(copies.public_filename, bytes, 'image/jpeg'),
      copies.public_card_filename && card && media.put(copies.public_card_filename, card, 'image/webp'),
    ]);
  } catch (error) {
    await removeMemberUploads(media, Object.values(copies)).catch(() => undefined);
    throw error;
  }
  return copies;
}
