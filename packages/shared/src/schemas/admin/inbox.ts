import { z } from 'zod';
import { fieldIssue } from '../../field-messages';
import { ZMessage } from '../chat';
import { ZRowId } from '../ids';
import { ZMemberCard } from '../members';
import { optionalParam } from './fields';
import { STAFF_ROLES } from './staff';

/** The operators' inbox: conversations with fictional profiles waiting for an answer. */
export const ZAdminWaitingConversation = z.object({
  conversation_id: z.number().int(),
  unread_count: z.number().int(),
  unread_since: z.string().nullable(),
  site_id: z.number().int(),
  site_name: z.string(),
  fictional_profile_id: z.number().int(),
  fictional_name: z.string(),
  member_profile_id: z.number().int(),
  member_name: z.string(),
  member_country: z.string(),
  member_language: z.string(),
  claimed_by: z.number().int().nullable(),
  claimed_by_name: z.string().nullable(),
  claim_expires_at: z.string().nullable(),
});
export type TAdminWaitingConversation = z.infer<typeof ZAdminWaitingConversation>;

/** A profile as the operator sees it: the card plus the facts to answer in character. */
export const ZAdminInboxProfile = ZMemberCard.extend({
  about: z.string(),
  gender: z.string(),
  sexuality: z.string().nullable(),
  seeking: z.string(),
  interests: z.array(z.string()),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  language: z.string(),
});
export type TAdminInboxProfile = z.infer<typeof ZAdminInboxProfile>;

export const ZAdminInboxNote = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  author: z.string().nullable(),
});
export type TAdminInboxNote = z.infer<typeof ZAdminInboxNote>;

/** A claimed conversation (GET /api/admin/inbox-conversation.php). */
export const ZAdminInboxConversation = z.object({
  conversation_id: z.number().int(),
  /** The address prefix of the conversation's site, for its photos. */
  cdn_prefix: z.string(),
  fictional: ZAdminInboxProfile,
  member: ZAdminInboxProfile,
  messages: z.array(ZMessage),
  notes: z.array(ZAdminInboxNote),
  quick_replies: z.array(z.string()),
});
export type TAdminInboxConversation = z.infer<typeof ZAdminInboxConversation>;

export const ZAdminOperatorFigures = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  conversations_answered: z.number().int(),
  replies: z.number().int(),
  median_first_response_seconds: z.number().int().nullable(),
});
export type TAdminOperatorFigures = z.infer<typeof ZAdminOperatorFigures>;

export const ZAdminClaim = z.object({ expires_at: z.string() });
export type TAdminClaim = z.infer<typeof ZAdminClaim>;
export const ZAdminClaimBody = z.object({ conversation: ZRowId });
export type TAdminClaimBody = z.infer<typeof ZAdminClaimBody>;
/** POST /api/admin/inbox-reply.php: the answer the fictional profile sends. */
export const ZAdminReplyBody = z.object({ conversation: ZRowId, body: z.string().trim().min(1).max(2000) });
export type TAdminReplyBody = z.infer<typeof ZAdminReplyBody>;
/** POST /api/admin/inbox-note.php: a note for the next operator. */
export const ZAdminNoteBody = z.object({ conversation: ZRowId, text: z.string().trim().min(1).max(1000) });
export type TAdminNoteBody = z.infer<typeof ZAdminNoteBody>;

/**
 * The operator figures' days (UTC, `from` and `to` included): real dates of this millennium, the start not after
 * the end. The server refuses more than OPERATOR_FIGURES_MAX_DAYS days (400 range_too_long).
 */
const ZFigureDay = z.iso.date().refine((day) => day >= '2000-01-01' && day <= '2999-12-31', fieldIssue('invalidDate'));
const figureRange = { from: ZFigureDay, to: ZFigureDay };
const startNotAfterEnd = (range: { from: string; to: string }) => range.from <= range.to;
const endBeforeStart = { ...fieldIssue('invalid'), path: ['to'] };
/** GET /api/admin/inbox-stats.php: operators' totals over a period. */
export const ZAdminFigureRange = z.object(figureRange).refine(startNotAfterEnd, endBeforeStart);
export type TAdminFigureRange = z.infer<typeof ZAdminFigureRange>;

/** GET /api/admin/operator-days.php: one `site` or all, one operator (`staff`) or all (an operator: only themself). */
export const ZAdminOperatorDaysQuery = z
  .object({ ...figureRange, site: optionalParam(ZRowId), staff: optionalParam(ZRowId) })
  .refine(startNotAfterEnd, endBeforeStart);
export type TAdminOperatorDaysQuery = z.infer<typeof ZAdminOperatorDaysQuery>;

const count = z.number().int();
const seconds = z.number().int().nullable();
/** One operator's work on one UTC day (decision 041 says how each figure is counted). */
export const ZAdminOperatorDay = z.object({
  day: z.string(),
  staff_id: z.number().int(),
  name: z.string(),
  /** Conversations the operator newly claimed (extending one's own live claim is not a new claim). */
  claimed: count,
  /** Answers sent, and the conversations they went to. */
  answers: count,
  conversations_answered: count,
  /** Answers that were the first to a waiting member, their median and 90th percentile wait, and those in time. */
  first_answers: count,
  median_first_answer_seconds: seconds,
  p90_first_answer_seconds: seconds,
  answered_within_5m: count,
  /** Paid member messages (and their credits) whose latest earlier answer in the conversation was this operator's. */
  paid_messages: count,
  credits_spent: count,
  /** Complaints by a conversation's member about its fictional profile, when this operator had answered last. */
  complaints: count,
});
export type TAdminOperatorDay = z.infer<typeof ZAdminOperatorDay>;
export const ZAdminOperatorDays = z.object({
  /** False for an operator: the rows are theirs alone. */
  all_operators: z.boolean(),
  days: z.array(ZAdminOperatorDay),
});
export type TAdminOperatorDays = z.infer<typeof ZAdminOperatorDays>;

/** GET /api/admin/operator-floor.php: for an admin optionally one `site`. */
export const ZAdminFloorQuery = z.object({ site: optionalParam(ZRowId) });
export type TAdminFloorQuery = z.infer<typeof ZAdminFloorQuery>;

/** Conversations waiting now, per site and member language. */
export const ZAdminFloorQueueGroup = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  language: z.string(),
  waiting: count,
  /** Of them, claimed by an operator right now. */
  claimed: count,
  /** When the longest waiting member's unanswered messages began (ISO). */
  oldest_since: z.string().nullable(),
});
export type TAdminFloorQueueGroup = z.infer<typeof ZAdminFloorQueueGroup>;
export const ZAdminFloorClaim = z.object({
  conversation_id: z.number().int(),
  site_name: z.string(),
  claimed_at: z.string(),
  expires_at: z.string(),
});
export type TAdminFloorClaim = z.infer<typeof ZAdminFloorClaim>;
/** A staff member online: console in use within STAFF_ONLINE_SECONDS, or holding a live claim. */
export const ZAdminFloorOperator = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  last_seen_at: z.string().nullable(),
  claims: z.array(ZAdminFloorClaim),
});
export type TAdminFloorOperator = z.infer<typeof ZAdminFloorOperator>;
export const ZAdminFloor = z.object({
  /** The sites the caller's view covers (all, or an operator's own), for the site filter. */
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  queue: z.array(ZAdminFloorQueueGroup),
  /** Who is online: null for those who may see only their own figures. */
  online: z.array(ZAdminFloorOperator).nullable(),
});
export type TAdminFloor = z.infer<typeof ZAdminFloor>;
