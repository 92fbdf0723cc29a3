/**
 * Scam and harassment signals (issue 20 item 2, decision 038): words of our eleven languages and how a member
 * starts conversations raise a risk score per member; above the site's threshold the member waits in the
 * moderators' review queue. Nothing happens to the member until a moderator decides.
 */

/** What a message says: money requests, gift cards, crypto, transfer services, threats, slurs. */
export const RISK_TERM_CATEGORIES = [
  'money_request',
  'gift_card',
  'crypto',
  'transfer_service',
  'threat',
  'slur',
] as const;
export type TRiskTermCategory = (typeof RISK_TERM_CATEGORIES)[number];

/** How a member starts conversations. */
export const RISK_BEHAVIOUR_KINDS = ['same_first_message', 'unanswered_first_messages', 'new_account_burst'] as const;
export type TRiskBehaviourKind = (typeof RISK_BEHAVIOUR_KINDS)[number];

export const RISK_EVIDENCE_KINDS = [...RISK_TERM_CATEGORIES, ...RISK_BEHAVIOUR_KINDS] as const;
export type TRiskEvidenceKind = (typeof RISK_EVIDENCE_KINDS)[number];

/**
 * Points each kind of evidence adds to the score (0..100). A term category counts its first message fully and
 * each further one by half, up to twice its points; a behaviour counts once.
 */
export const RISK_EVIDENCE_POINTS: Record<TRiskEvidenceKind, number> = {
  money_request: 30,
  gift_card: 30,
  crypto: 25,
  transfer_service: 30,
  threat: 45,
  slur: 35,
  same_first_message: 40,
  unanswered_first_messages: 25,
  new_account_burst: 30,
};
export const RISK_SCORE_MAX = 100;

/** The same first message (folded, at least this long) to this many members within the window. */
export const RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS = 5;
export const RISK_SAME_FIRST_MESSAGE_MIN_LENGTH = 20;
export const RISK_SAME_FIRST_MESSAGE_HOURS = 24;
/** This many conversations started within the window, and at most this share of them answered. */
export const RISK_UNANSWERED_MIN_FIRST_MESSAGES = 10;
export const RISK_UNANSWERED_MAX_ANSWERED_SHARE = 0.1;
export const RISK_UNANSWERED_HOURS = 24;
/** An account younger than this that starts this many conversations within the burst window. */
export const RISK_NEW_ACCOUNT_HOURS = 48;
export const RISK_BURST_MIN_FIRST_MESSAGES = 8;
export const RISK_BURST_MINUTES = 60;

/** The site setting: a member whose score reaches it waits in the review queue. */
export const DEFAULT_RISK_REVIEW_THRESHOLD = 60;
export const RISK_REVIEW_THRESHOLD_MIN = 1;

/** A review: waiting, or how a moderator decided it. */
export const RISK_REVIEW_STATUSES = ['open', 'dismissed', 'warned', 'suspended', 'banned'] as const;
export type TRiskReviewStatus = (typeof RISK_REVIEW_STATUSES)[number];
export const RISK_DECISIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type TRiskDecision = (typeof RISK_DECISIONS)[number];
/** Decisions a member may appeal through the complaints page (a suspended member can still log in). */
export const APPEALABLE_RISK_STATUSES = ['warned', 'suspended'] as const satisfies readonly TRiskReviewStatus[];

/** The warning reason of a risk review, translated for the member (`warnings.reasons.risk_review`). */
export const RISK_WARNING_REASON = 'risk_review';
/** The complaint reason of an appeal (not offered in the report form: the complaints page's appeal card sends it). */
export const APPEAL_COMPLAINT_REASON = 'appeal';
