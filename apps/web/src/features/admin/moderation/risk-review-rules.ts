import { RISK_REVIEW_STATUSES, type TAdminRiskReview, type TRiskDecision, type TRiskReviewStatus } from '@app/shared';

/** The server lists 20 reviews a page: a full page means another may follow. */
export const RISK_REVIEWS_PAGE_SIZE = 20;

export function isRiskReviewStatus(value: string | null): value is TRiskReviewStatus {
  return (RISK_REVIEW_STATUSES as readonly (string | null)[]).includes(value);
}

/** The permission a decision needs on top of reviewing (dismissing needs none). */
export function permissionOf(decision: TRiskDecision): 'members.warn' | 'members.ban' | null {
  if (decision === 'dismiss') return null;
  return decision === 'warn' ? 'members.warn' : 'members.ban';
}

/** The messages behind one piece of evidence, in the order the review lists them. */
export function messagesOf(review: TAdminRiskReview, messageIds: readonly number[]) {
  return review.messages.filter((message) => messageIds.includes(message.id));
}
