import type { Tx } from '../db/database';
import { AppError } from '../lib/errors';

/**
 * Decides a pending "about me" review (reviews are opened by profile.service.ts when a member changes
 * their text). A rejected text comes off the profile if it is still the one shown; a newer text has
 * its own review. Answers the review and the member, for the caller's warning and record.
 */
export async function decideAboutReview(
  tx: Tx,
  input: { reviewId: number; approved: boolean; reason: string; reviewedBy: number; now: Date },
) {
  const review = await tx
    .selectFrom('about_reviews')
    .selectAll()
    .where('id', '=', input.reviewId)
    .forUpdate()
    .executeTakeFirst();
  if (!review || review.status !== 'pending') throw new AppError('not_found');
  const status = input.approved ? 'approved' : 'rejected';
  await tx
    .updateTable('about_reviews')
    .set({ status, reason: input.reason || null, reviewed_by: input.reviewedBy, reviewed_at: input.now })
    .where('id', '=', review.id)
    .execute();
  const profile = await tx
    .selectFrom('profiles')
    .select(['user_id', 'about'])
    .where('id', '=', review.profile_id)
    .executeTakeFirstOrThrow();
  if (!input.approved && profile.about === review.text)
    await tx.updateTable('profiles').set({ about: '' }).where('id', '=', review.profile_id).execute();
  return { review, status, userId: profile.user_id };
}
