import { z } from 'zod';
import { ZMessage } from '../chat';
import { ZRowId } from '../ids';
import { ZMemberCard } from '../members';

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
