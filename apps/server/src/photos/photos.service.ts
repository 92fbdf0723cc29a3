import { FREE_MEMBER_PHOTO_LIMIT, PREMIUM_MEMBER_PHOTO_LIMIT, type TOwnPhoto } from '@app/shared';
import type { Queryable } from '../db/database';
import { mainFirst } from './photo-access';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { processPhoto } from './photo-processing';
import { removeMemberUploads } from './media-storage';
import { syncMainPhotoCopy } from './main-photo-copy';
import { fullPhotoAddress } from './photo-addresses';

/** Free members keep at most 3 photos, premium members 25 (spec point 1). */
export const photoLimitOf = (paidUser: boolean) => (paidUser ? PREMIUM_MEMBER_PHOTO_LIMIT : FREE_MEMBER_PHOTO_LIMIT);

/**
 * Stores an upload for a member. The limit is checked with the member's row locked, so two uploads
 * at once cannot pass it together; the first photo becomes the main one. On sites that approve
 * photos it waits as `pending`, seen only by its owner.
 */
export async function uploadPhoto(
  deps: Pick<AppDeps, 'db' | 'media' | 'mediaSigner'>,
  site: TSiteRow,
  userId: number,
  bytes: Buffer,
) {
  const stored = await processPhoto(bytes, deps.media);
  let photo;
  try {
    photo = await inTransaction(deps.db, async (context) => {
      const { tx } = context;
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
      const inserted = await tx
        .insertInto('photos')
        .values({ user_id: userId, ...stored, status: site.photo_approval ? 'pending' : 'active' })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      const profile = await tx
        .updateTable('profiles')
        .set({ main_photo_id: inserted.id })
        .where('user_id', '=', userId)
        .where('main_photo_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (profile) await syncMainPhotoCopy(context, deps.media, userId);
      const files = await tx
        .selectFrom('photos')
        .select(['filename', 'public_filename', 'thumb_filename'])
        .where('id', '=', inserted.id)
        .executeTakeFirstOrThrow();
      return { ...inserted, ...files, main: Boolean(profile) };
    });
  } catch (error) {
    // Rolled back, so nothing refers to the new files. The member's error (photo_limit, …) wins over
    // a failed clean-up, which leaves only unreferenced files behind.
    await removeMemberUploads(deps.media, [stored.filename, stored.thumb_filename, stored.blur_filename]).catch(
      (cleanupError: unknown) => console.error('removing an unused upload failed', cleanupError),
    );
    throw error;
  }
  return {
    id: photo.id,
    status: photo.status,
    main: photo.main,
    url: fullPhotoAddress(deps.mediaSigner, site.cdn_prefix, photo),
    thumb_filename: photo.thumb_filename,
  };
}

/** The owner's photos, main first: pending ones, and rejected ones with the reason staff gave. */
export async function listOwnPhotos(
  deps: { db: Queryable } & Pick<AppDeps, 'mediaSigner'>,
  site: Pick<TSiteRow, 'cdn_prefix'>,
  userId: number,
  mainPhotoId: number | null,
): Promise<TOwnPhoto[]> {
  const rows = await deps.db
    .selectFrom('photos')
    .select(['id', 'filename', 'public_filename', 'thumb_filename', 'status', 'rejection_reason'])
    .where('user_id', '=', userId)
    .execute();
  return mainFirst(rows, mainPhotoId).map((row) => ({
    id: row.id,
    url: fullPhotoAddress(deps.mediaSigner, site.cdn_prefix, row),
    thumb_filename: row.thumb_filename,
    status: row.status,
    rejection_reason: row.rejection_reason,
    main: row.id === mainPhotoId,
  }));
}

/**
 * Deletes one of the member's photos and its files. When it was the main photo, the oldest remaining
 * approved photo takes its place. The files go only after the commit: a rolled-back delete keeps a
 * photo whose row still points at them.
 */
export async function deletePhoto(deps: Pick<AppDeps, 'db' | 'media'>, userId: number, photoId: number) {
  await inTransaction(deps.db, async (context) => {
    const { tx, onCommit } = context;
    const photo = await tx
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .where('user_id', '=', userId)
      .returning(['filename', 'public_filename', 'thumb_filename', 'blur_filename'])
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
    await syncMainPhotoCopy(context, deps.media, userId);
    onCommit(() =>
      removeMemberUploads(deps.media, [
        photo.filename,
        photo.public_filename,
        photo.thumb_filename,
        photo.blur_filename,
      ]),
    );
  });
}

/** Makes an approved photo of the member their main photo (and so the one with a public copy). */
export async function setMainPhoto(deps: Pick<AppDeps, 'db' | 'media'>, userId: number, photoId: number) {
  await inTransaction(deps.db, async (context) => {
    const photo = await context.tx
      .selectFrom('photos')
      .select('id')
      .where('id', '=', photoId)
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!photo) throw new AppError('not_found');
    await context.tx.updateTable('profiles').set({ main_photo_id: photo.id }).where('user_id', '=', userId).execute();
    await syncMainPhotoCopy(context, deps.media, userId);
  });
}
