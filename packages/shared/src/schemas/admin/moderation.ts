import { z } from 'zod';
import { fieldIssue } from '../../field-messages';
import { ZRowId } from '../ids';
import { ZMemberCard } from '../members';
import {
  CONTACT_FLAG_ACTIONS,
  CONTACT_FLAG_SOURCES,
  CONTACT_FLAG_STATUSES,
  PHOTO_HOLD_REASONS,
  ZContactSpan,
  ZPhotoScreeningSummary,
} from '../../contact-screening';

/** Moderation: complaints, photos and "about me" texts waiting for a look. */

export const ZAdminComplaintRow = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  resolution: z.string().nullable(),
  created_at: z.string(),
  site_name: z.string(),
  reporter_profile_id: z.number().int().nullable(),
  reporter_name: z.string().nullable(),
  reported_profile_id: z.number().int().nullable(),
  reported_name: z.string().nullable(),
  reported_user_id: z.number().int().nullable(),
  reported_email: z.string().nullable(),
  reported_banned: z.boolean(),
});
export type TAdminComplaintRow = z.infer<typeof ZAdminComplaintRow>;

export const ZAdminComplaintDetail = z.object({
  /** The address prefix of the complaint's site, for its photos. */
  cdn_prefix: z.string(),
  complaint: z.object({
    id: z.number().int(),
    reason: z.string(),
    text: z.string(),
    status: z.enum(['open', 'dismissed', 'actioned']),
    resolution: z.string().nullable(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
    /** An appeal (reason `appeal`): the risk review it appeals. */
    risk_review_id: z.number().int().nullable().optional(),
  }),
  reported: ZMemberCard.extend({
    user_id: z.number().int(),
    email: z.string(),
    about: z.string(),
    banned: z.boolean(),
  }).nullable(),
  photos: z.array(
    // url: the full size, as it is (a signed address that works for a few minutes unless it is the main photo).
    z.object({ id: z.number().int(), url: z.string(), thumb_filename: z.string(), status: z.string() }),
  ),
  excerpt: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int(),
      kind: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TAdminComplaintDetail = z.infer<typeof ZAdminComplaintDetail>;

/** What every item waiting for review shows: whose it is, on which site, since when. */
const ZAdminPendingItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  profile_id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  site_name: z.string(),
});

export const ZAdminPendingPhoto = ZAdminPendingItem.extend({
  /** The full size, as it is: a signed address that works for a few minutes, unless it is the main photo. */
  url: z.string(),
  thumb_filename: z.string(),
  cdn_prefix: z.string(),
  /** The models' findings; null until the photo has been screened (a few seconds after the upload). */
  screening: ZPhotoScreeningSummary.nullable(),
  /** Why screening held the photo for review; null when it waits only for the site's own approval. */
  hold_reason: z.enum(PHOTO_HOLD_REASONS).nullable(),
});
export type TAdminPendingPhoto = z.infer<typeof ZAdminPendingPhoto>;
export const ZAdminPendingText = ZAdminPendingItem.extend({ text: z.string() });
export type TAdminPendingText = z.infer<typeof ZAdminPendingText>;

/** What staff can do with an open complaint, in the order the form offers them. */
export const COMPLAINT_ACTIONS = ['dismiss', 'warn', 'hide_photo', 'disable_profile', 'ban'] as const;
export type TComplaintAction = (typeof COMPLAINT_ACTIONS)[number];
/** The fields of POST /api/admin/complaint.php, for a form to pick from; the call itself is `ZAdminComplaintResolve`. */
export const ZAdminComplaintResolveFields = z.object({
  complaint: ZRowId,
  action: z.enum(COMPLAINT_ACTIONS),
  note: z.string().trim().max(1000).default(''),
  photo: ZRowId.optional(),
  ban_ip_range: z.boolean().default(false),
});

/** What an action needs beyond its fields: hiding a photo says which one. The server and the console both check it. */
export function checkComplaintAction(call: { action: string; photo?: number | undefined }, ctx: z.RefinementCtx): void {
  if (call.action === 'hide_photo' && call.photo === undefined)
    ctx.addIssue({ ...fieldIssue('required'), path: ['photo'] });
}

/** POST /api/admin/complaint.php */
export const ZAdminComplaintResolve = ZAdminComplaintResolveFields.superRefine(checkComplaintAction);
export type TAdminComplaintResolve = z.infer<typeof ZAdminComplaintResolve>;

/** POST /api/admin/texts.php: a text approved, or rejected with the reason the member is warned with. */
export const ZAdminTextReview = z.object({
  review: ZRowId,
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).default(''),
});
export type TAdminTextReview = z.input<typeof ZAdminTextReview>;

/** A contact detail flagged, masked or refused (issue 20 item 1), with the conversation around it. */
export const ZAdminContactFlag = z.object({
  id: z.number().int(),
  created_at: z.string(),
  site_name: z.string(),
  source: z.enum(CONTACT_FLAG_SOURCES),
  action: z.enum(CONTACT_FLAG_ACTIONS),
  status: z.enum(CONTACT_FLAG_STATUSES),
  /** The author: a member, or a fictional profile an operator wrote as (`operator_name`). */
  profile_id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  fictional: z.boolean(),
  operator_name: z.string().nullable(),
  /** The text as written, and where its contact details stand. */
  text: z.string(),
  findings: z.array(ZContactSpan),
  conversation_id: z.number().int().nullable(),
  message_id: z.number().int().nullable(),
  /** The other member of the conversation. */
  other_name: z.string().nullable(),
  /** Messages around the flagged one (or the latest before a refused one), oldest first. */
  context: z.array(
    z.object({
      id: z.number().int(),
      from_author: z.boolean(),
      kind: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TAdminContactFlag = z.infer<typeof ZAdminContactFlag>;

/** POST /api/admin/contact_flags.php: nothing wrong, or a warning the member sees at their next visit. */
export const ZAdminContactFlagDecision = z.object({
  flag: ZRowId,
  decision: z.enum(['dismiss', 'warn']),
  /** The moderator's own words under the translated reason (optional). */
  message: z.string().trim().max(500).default(''),
});
export type TAdminContactFlagDecision = z.input<typeof ZAdminContactFlagDecision>;
