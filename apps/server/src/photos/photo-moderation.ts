import type { TPhotoRejection } from '@app/shared';
import type { TxContext } from '../db/transaction';
import { AppError } from '../lib/errors';
import { refreshMainPhoto } from './main-photo';
import type { MediaStorage } from './media-storage';

export interface TPhotoDecision {
  photoId: number;
  reviewerId: number;
  /** Only a photo of this member (a complaint about them); any other is `not_found`. */
  ownerId?: number | undefined;
}

/** The photo's state before the decision, for the reviewer's audit entry. */
export interface TDecidedPhoto {
  id: number;
  user_id: number;
  status: string;
}

async function lockPhoto(context: TxContext, decision: TPhotoDecision): Promise<TDecidedPhoto> {
  const photo = await context.tx
    .selectFrom('photos')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', decision.photoId)
    .forUpdate()
    .executeTakeFirst();
  if (!photo || (decision.ownerId !== undefined && photo.user_id !== decision.ownerId)) throw new AppError('not_found');
  return photo;
}

/** Approves a photo: others may see it now, and it becomes main when the rule says so (`main-photo.ts`). */
export async function approvePhoto(
  context: TxContext,
  media: MediaStorage,
  decision: TPhotoDecision,
): Promise<TDecidedPhoto> {
  const photo = await lockPhoto(context, decision);
  await context.tx
    .updateTable('photos')
    // A moderator's approval settles what screening held it for.
    .set({ status: 'active', rejection_reason: null, hold_reason: null, reviewed_by: decision.reviewerId })
    .where('id', '=', photo.id)
    .execute();
  await refreshMainPhoto(context, media, photo.user_id);
  return photo;
}

/** Rejects (or hides) a photo with a reason its owner sees; it stops being main at once. */
export async function rejectPhoto(
  context: TxContext,
  media: MediaStorage,
  decision: TPhotoDecision & { reason: TPhotoRejection },
): Promise<TDecidedPhoto> {
  const photo = await lockPhoto(context, decision);
  await context.tx
    .updateTable('photos')
    .set({ status: 'rejected', rejection_reason: decision.reason, reviewed_by: decision.reviewerId })
    .where('id', '=', photo.id)
    .execute();
  await refreshMainPhoto(context, media, photo.user_id);
  return photo;
}
