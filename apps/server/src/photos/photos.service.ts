import { FREE_MEMBER_PHOTO_LIMIT, PREMIUM_MEMBER_PHOTO_LIMIT, type TOwnPhoto } from '@app/shared';
import type { Queryable, Tx } from '../db/database';
import { mainFirst } from './photo-access';
import type { AppDeps } from '../app-deps';
import { inTransaction, type TxContext } from '../db/transaction';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { enqueueJob } from '../jobs/job-queue';
import { PHOTO_SCREENING_JOB } from '../screening/photos/photo-screening-job';
import { processPhoto } from './photo-processing';
import { removeMemberUploads, type MediaStorage } from './media-storage';
import { chooseMainPhoto, refreshMainPhoto } from './main-photo';
import { fullPhotoAddress } from './photo-addresses';

/** Free members keep at most 3 photos, premium members 25 (spec point 1). */
export const photoLimitOf = (paidUser: boolean) => (paidUser ? PREMIUM_MEMBER_PHOTO_LIMIT : FREE_MEMBER_PHOTO_LIMIT);

/** Written in the same transaction as a photo change: the console's audit entry, for instance. */
export type TRecordPhotoChange<T> = (tx: Tx, change: T) => Promise<void>;

export interface TUploadOptions {
  /** Staff adding a photo (fictional profiles) approve it at once, whatever the site's review rule. */
  approvedBy?: number;
  /** A limit of the caller's instead of the member's own (free 3, premium 25). */
  limit?: number;
  record?: TRecordPhotoChange<{ id: number; status: string; filename: string; thumb_filename: string; main: boolean }>;
}

/**
 * Stores an upload for a member. The limit is checked with the member's row locked, so two uploads
 * at once cannot pass it together; the main photo then follows the rule (`main-photo.ts`). On sites
 * that approve photos it waits as `pending`, seen only by its owner. A member's upload is screened afterwards
 * by the photo models (a durable job, `screening/photos/`), which may hold it for review.
 */
export async function uploadPhoto(
  deps: Pick<AppDeps, 'db' | 'media' | 'mediaSigner' | 'jobs' | 'clock'>,
  site: Pick<TSiteRow, 'cdn_prefix' | 'photo_approval'>,
  userId: number,
  bytes: Buffer,
  options: TUploadOptions = {},
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
        .executeTakeFirst();
      if (!user) throw new AppError('not_found');
      const { count } = await tx
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      const limit = options.limit ?? photoLimitOf(user.paid_user);
      if (Number(count) >= limit)
        throw new AppError('photo_limit', { limit, premiumLimit: PREMIUM_MEMBER_PHOTO_LIMIT });
      const approved = options.approvedBy !== undefined || !site.photo_approval;
      const inserted = await tx
        .insertInto('photos')
        .values({
          user_id: userId,
          ...stored,
          status: approved ? 'active' : 'pending',
          reviewed_by: options.approvedBy ?? null,
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      const main = (await refreshMainPhoto(context, deps.media, userId)) === inserted.id;
      const files = await tx
        .selectFrom('photos')
        .select(['filename', 'public_filename', 'thumb_filename'])
        .where('id', '=', inserted.id)
        .executeTakeFirstOrThrow();
      await options.record?.(tx, { ...inserted, filename: files.filename, thumb_filename: files.thumb_filename, main });
      // A member's upload is screened by the photo models after the commit (issue 20); staff chose theirs.
      if (options.approvedBy === undefined) {
        await enqueueJob(
          tx,
          { kind: PHOTO_SCREENING_JOB, siteId: null, userId, payload: { photoId: inserted.id } },
          deps.clock.now(),
        );
        context.onCommit(() => deps.jobs.kick());
      }
      return { ...inserted, ...files, main };
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
    .select([
      'id',
      'filename',
      'public_filename',
      'thumb_filename',
      'status',
      'rejection_reason',
      'hold_reason',
      'explicit',
    ])
    .where('user_id', '=', userId)
    .execute();
  return mainFirst(rows, mainPhotoId).map((row) => ({
    id: row.id,
    url: fullPhotoAddress(deps.mediaSigner, site.cdn_prefix, row),
    thumb_filename: row.thumb_filename,
    status: row.status,
    rejection_reason: row.rejection_reason,
    hold_reason: row.hold_reason,
    can_be_main: row.status === 'active' && !row.explicit,
    main: row.id === mainPhotoId,
  }));
}

/**
 * Deletes one of the member's photos and its files; the main photo follows the rule (`main-photo.ts`).
 * The files go only after the commit: a rolled-back delete keeps a photo whose row still points at them.
 */
export async function removePhoto(context: TxContext, media: MediaStorage, userId: number, photoId: number) {
  const photo = await context.tx
    .deleteFrom('photos')
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .returning(['id', 'filename', 'public_filename', 'public_card_filename', 'thumb_filename', 'blur_filename'])
    .executeTakeFirst();
  if (!photo) throw new AppError('not_found');
  await refreshMainPhoto(context, media, userId);
  context.onCommit(() =>
    removeMemberUploads(media, [
      photo.filename,
      photo.public_filename,
      photo.public_card_filename,
      photo.thumb_filename,
      photo.blur_filename,
    ]),
  );
  return photo;
}

export async function deletePhoto(deps: Pick<AppDeps, 'db' | 'media'>, userId: number, photoId: number) {
  await inTransaction(deps.db, (context) => removePhoto(context, deps.media, userId, photoId));
}

/** Makes an approved photo of the member their main photo (and so the one with a public copy). */
export async function setMainPhoto(deps: Pick<AppDeps, 'db' | 'media'>, userId: number, photoId: number) {
  await inTransaction(deps.db, (context) => chooseMainPhoto(context, deps.media, userId, photoId));
}
