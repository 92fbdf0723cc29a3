import { sql } from 'kysely';
import type { Queryable, Tx } from '../db/database';
import type { TxContext } from '../db/transaction';
import { AppError } from '../lib/errors';
import { syncMainPhotoCopy } from './main-photo-copy';
import type { MediaStorage } from './media-storage';

/**
 * Which photo is a member's main photo (cards, the share address, a visitor's first picture) is decided
 * here and only here, and this is the only code that writes `profiles.main_photo_id` (decision 016):
 *
 *   the photo the member (or staff, for a fictional profile) chose, while it is approved (`active`);
 *   else the oldest approved photo; else none.
 *
 * A pending or rejected photo is never main, so nobody sees it before moderation and readers need no
 * status check. The choice is kept in `main_photo_id` itself: when the chosen photo is deleted or
 * rejected, the rule falls back to the oldest approved one.
 */

/**
 * Applies the rule to the given members in one statement and returns each one's main photo. `chosen`
 * is a photo the caller wants main; it wins only while it is one of the member's approved photos.
 * Callers outside this file: the demo seed, which makes thousands of members at once.
 */
export async function applyMainPhotoRule(
  tx: Tx,
  userIds: number[],
  chosen: number | null = null,
): Promise<Array<{ user_id: number; main_photo_id: number | null }>> {
  if (userIds.length === 0) return [];
  return tx
    .updateTable('profiles as p')
    .set((eb) => ({
      main_photo_id: eb
        .selectFrom('photos as ph')
        .select('ph.id')
        .whereRef('ph.user_id', '=', 'p.user_id')
        .where('ph.status', '=', 'active')
        // An explicit picture is never a main photo (issue 20 item 3), whatever the member chose.
        .where('ph.explicit', '=', false)
        .orderBy(sql`case when ph.id = coalesce(${chosen}::int, p.main_photo_id) then 0 else 1 end`)
        .orderBy('ph.id')
        .limit(1),
    }))
    .where('p.user_id', 'in', userIds)
    .returning(['p.user_id', 'p.main_photo_id'])
    .execute();
}

/**
 * Call inside the transaction after any change to a member's photos (upload, delete, approve, reject):
 * sets the main photo by the rule and keeps its public copy (`main-photo-copy.ts`). The profile row is
 * locked first, so the rule reads the photos as they are once concurrent changes have committed.
 */
export async function refreshMainPhoto(
  context: TxContext,
  media: MediaStorage,
  userId: number,
  chosen: number | null = null,
): Promise<number | null> {
  await context.tx.selectFrom('profiles').select('id').where('user_id', '=', userId).forUpdate().execute();
  const [profile] = await applyMainPhotoRule(context.tx, [userId], chosen);
  await syncMainPhotoCopy(context, media, userId);
  return profile?.main_photo_id ?? null;
}

/** Makes one of the member's approved photos the main one; any other photo is `not_found`. */
export async function chooseMainPhoto(
  context: TxContext,
  media: MediaStorage,
  userId: number,
  photoId: number,
): Promise<void> {
  const main = await refreshMainPhoto(context, media, userId, photoId);
  if (main !== photoId) throw new AppError('not_found');
}

/**
 * The main image a member is shown of their own profile (user.php, spec: `main_image` with its status):
 * the main photo; else, while moderation has not decided, their first photo waiting for review, so a member
 * who just added a photo is not asked to add one. Others never see a pending photo (it is never main). Its
 * full size is private until approved, so the waiting photo is shown as its thumbnail.
 *
 * The photo is read beside the member's own row (`findUserView` joins this subquery), so user.php costs one
 * statement: `ownMainImagePhoto` picks the photo of the profile `p` in the outer query, `ownMainImageOf`
 * shapes it.
 */
export function ownMainImagePhoto(db: Queryable) {
  return db
    .selectFrom('photos as ph')
    .select(['ph.public_filename', 'ph.thumb_filename', 'ph.status'])
    .whereRef('ph.user_id', '=', sql.ref('p.user_id'))
    .where((eb) =>
      eb.or([
        eb('ph.id', '=', sql.ref<number>('p.main_photo_id')),
        eb.and([eb(sql.ref('p.main_photo_id'), 'is', null), eb('ph.status', '=', 'pending')]),
      ]),
    )
    .orderBy('ph.id')
    .limit(1);
}

export function ownMainImageOf(photo: {
  public_filename: string | null;
  thumb_filename: string | null;
  status: 'active' | 'pending' | 'rejected' | null;
}): { filename: string; thumb_filename: string; status: 'active' | 'pending' } | null {
  if (!photo.thumb_filename || !photo.status || photo.status === 'rejected') return null;
  return {
    filename: photo.status === 'active' && photo.public_filename ? photo.public_filename : photo.thumb_filename,
    thumb_filename: photo.thumb_filename,
    status: photo.status,
  };
}
