import { APPEALABLE_RISK_STATUSES, type TAppealStatus } from '@app/shared';
import type { Queryable } from '../../db/database';

/**
 * The member's latest decided review that they may still appeal: a warning or a suspension, not appealed yet
 * (one appeal per review). A dismissed review took nothing from them; a banned member cannot log in.
 */
export async function appealableReview(db: Queryable, profileId: number) {
  const review = await db
    .selectFrom('member_risk_reviews as r')
    .leftJoin('complaints as c', 'c.risk_review_id', 'r.id')
    .select(['r.id', 'r.status', 'r.decided_at', 'c.id as appeal_id'])
    .where('r.profile_id', '=', profileId)
    .where('r.status', '<>', 'open')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!review || review.appeal_id !== null || !review.decided_at) return null;
  const status = APPEALABLE_RISK_STATUSES.find((entry) => entry === review.status);
  return status ? { id: review.id, decision: status, decidedAt: new Date(review.decided_at) } : null;
}

/** What the complaints page is told: the decision the member may appeal, without the review's id. */
export async function appealStatus(db: Queryable, profileId: number): Promise<TAppealStatus> {
  const review = await appealableReview(db, profileId);
  return review ? { decision: review.decision, decided_at: review.decidedAt.toISOString() } : null;
}
