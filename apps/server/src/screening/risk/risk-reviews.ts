import type { TRiskReviewStatus } from '@app/shared';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/errors';

/**
 * Closes an open review as a moderator decided (admin/moderation/risk-reviews.admin.ts): the evidence it
 * covered stops counting (it keeps the review's id), the score starts again from what comes after, and the
 * conversations started before the decision are not read as behaviour again, so the same evidence never
 * brings the member back. A review decided already answers 409 `review_decided`.
 */
export async function closeRiskReview(
  tx: Tx,
  input: { reviewId: number; status: Exclude<TRiskReviewStatus, 'open'>; note: string; staffId: number; now: Date },
): Promise<{ id: number; userId: number; profileId: number; fictional: boolean }> {
  const review = await tx
    .selectFrom('member_risk_reviews as r')
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['r.id', 'r.status', 'r.profile_id', 'p.user_id', 'u.fictional'])
    .where('r.id', '=', input.reviewId)
    .forUpdate('r')
    .executeTakeFirst();
  if (!review) throw new AppError('not_found');
  if (review.status !== 'open') throw new AppError('review_decided');
  await tx
    .updateTable('member_risk_reviews')
    .set({ status: input.status, note: input.note, decided_by: input.staffId, decided_at: input.now })
    .where('id', '=', review.id)
    .execute();
  await tx
    .updateTable('member_risk_evidence')
    .set({ review_id: review.id })
    .where('profile_id', '=', review.profile_id)
    .where('review_id', 'is', null)
    .execute();
  await tx
    .updateTable('member_risks')
    .set({ score: 0, decided_at: input.now, updated_at: input.now })
    .where('profile_id', '=', review.profile_id)
    .execute();
  return { id: review.id, userId: review.user_id, profileId: review.profile_id, fictional: review.fictional };
}
