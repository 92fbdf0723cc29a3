import { FREE_MEMBER_PHOTO_LIMIT, PREMIUM_MEMBER_PHOTO_LIMIT, type TOwnPhoto } from '@app/shared';
import type { Database, Queryable } from '../db/database';
import { mainFirst } from './photo-access';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { processPhoto } from './photo-processing';
import { removeMemberUploads } from './media-storage';

/** Free members keep at most 3 photos, premium members 25 (spec point 1). */
export const photoLimitOf = (paidUser: boolean) => (paidUser ? PREMIUM_MEMBER_PHOTO_LIMIT : FREE_MEMBER_PHOTO_LIMIT);

/**
 * Stores an upload for a member. The limit is checked with the member's row locked, so two uploads
 * at once cannot pass it together; the first photo becomes the main one. On sites that approve
 * photos it waits as `pending`, seen only by its owner.
 */
export async function uploadPhoto(deps: Pick<AppDeps, 'db' | 'media'>, site: TSiteRow, userId: number, bytes: Buffer) {
  const stored = await processPhoto(bytes, deps.media);
  try {
    return await inTransaction(deps.db, async ({ tx }) => {
      const user = await tx
        .selectFrom('users')
        .select('paid_user')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const { count } = await tx
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      const limit = photoLimitOf(user.paid_user);
      if (Number(count) >= limit)
        throw new AppError('photo_limit', { limit, premiumLimit: PREMIUM_MEMBER_PHOTO_LIMIT });
      const photo = await tx
        .insertInto('photos')
        .values({ user_id: userId, ...stored, status: site.photo_approval ? 'pending' : 'active' })
        .returning(['id', 'filename', 'thumb_filename', 'status'])
        .executeTakeFirstOrThrow();
      const profile = await tx
        .updateTable('profiles')
        .set({ main_photo_id: photo.id })
        .where('user_id', '=', userId)
        .where('main_photo_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return { ...photo, main: Boolean(profile) };
    });
  } catch (error) {
    // Rolled back, so nothing refers to the new files. The member's error (photo_limit, …) wins over
    // a failed clean-up, which leaves only unreferenced files behind.
    await removeMemberUploads(deps.media, [stored.filename, stored.thumb_filename, stored.blur_filename]).catch(
      (cleanupError: unknown) => console.error('removing an unused upload failed', cleanupError),
    );
    throw error;
  }
}

/** The owner's photos, main first: pending ones, and rejected ones with the reason staff gave. */
export async function listOwnPhotos(db: Queryable, userId: number, mainPhotoId: number | null): Promise<TOwnPhoto[]> {
  const rows = await db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'status', 'rejection_reason'])
    .where('user_id', '=', userId)
    .execute();
  return mainFirst(rows, mainPhotoId).map((row) => ({ ...row, main: row.id === mainPhotoId }));
}

/**
 * Deletes one of the member's photos and its files. When it was the main photo, the oldest remaining
 * approved photo takes its place. The files go only after the commit: a rolled-back delete keeps a
 * photo whose row still points at them.
 */
export async function deletePhoto(deps: Pick<AppDeps, 'db' | 'media'>, userId: number, photoId: number) {
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    const photo = await tx
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .where('user_id', '=', userId)
      .returning(['filename', 'thumb_filename', 'blur_filename'])
      .executeTakeFirst();
    if (!photo) throw new AppError('not_found');
    const next = await tx
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    await tx
      .updateTable('profiles')
      .set({ main_photo_id: next?.id ?? null })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('main_photo_id', 'is', null), eb('main_photo_id', '=', photoId)]))
      .execute();
    onCommit(() => removeMemberUploads(deps.media, [photo.filename, photo.thumb_filename, photo.blur_filename]));
  });
}

/** Makes an approved photo of the member their main photo. */
export async function setMainPhoto(db: Database, userId: number, photoId: number): Promise<void> {
  const photo = await db
    .selectFrom('photos')
    .select('id')
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!photo) throw new AppError('not_found');
  await db.updateTable('profiles').set({ main_photo_id: photo.id }).where('user_id', '=', userId).execute();
}
