import type { TPhotoHoldReason, TPhotoScreeningSummary } from '@app/shared';
import type { TxContext } from '../db/transaction';
import type { MediaStorage } from './media-storage';
import { refreshMainPhoto } from './main-photo';

/** What screening decided for a photo (screening/photos/photo-policy.ts). */
export interface TPhotoScreeningRecord {
  summary: TPhotoScreeningSummary;
  explicit: boolean;
  hold: TPhotoHoldReason | null;
  risk: number;
}

/**
 * Stores what the models found in a photo and, when screening holds it, takes it out of sight until a moderator
 * decides (status pending; the main photo follows the rule, which never picks an explicit photo). `decide` is
 * asked inside the transaction whether the photo is or would be the main photo, as the profile stands now. A
 * photo deleted or rejected meanwhile is left alone. Answers what was recorded (null: nothing).
 */
export async function recordPhotoScreening(
  context: TxContext,
  media: MediaStorage,
  photoId: number,
  decide: (wouldBeMain: boolean) => TPhotoScreeningRecord,
): Promise<TPhotoScreeningRecord | null> {
  const { tx } = context;
  const photo = await tx
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.user_id', 'ph.user_id')
    .select(['ph.id', 'ph.user_id', 'ph.status', 'p.main_photo_id'])
    .where('ph.id', '=', photoId)
    .forUpdate('ph')
    .executeTakeFirst();
  if (!photo || photo.status === 'rejected') return null;
  const record = decide(photo.main_photo_id === photo.id || photo.main_photo_id === null);
  await tx
    .updateTable('photos')
    .set({
      screening: JSON.stringify(record.summary),
      explicit: record.explicit,
      hold_reason: record.hold,
      risk: record.risk,
      ...(record.hold !== null && { status: 'pending' as const }),
    })
    .where('id', '=', photo.id)
    .execute();
  await refreshMainPhoto(context, media, photo.user_id);
  return record;
}
