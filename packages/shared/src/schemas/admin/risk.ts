import { z } from 'zod';
import { RISK_DECISIONS, RISK_EVIDENCE_KINDS, RISK_REVIEW_STATUSES } from '../../member-risk';
import { ZRowId } from '../ids';

/** Scam and harassment signals in the console (issue 20 item 2): evidence, the review queue, decisions. */

/** One piece of evidence: a message with a listed term, or a pattern in how the member starts conversations. */
export const ZAdminRiskEvidence = z.object({
  id: z.number().int(),
  kind: z.enum(RISK_EVIDENCE_KINDS),
  /** The terms found (term categories), or `count` conversations behind a behaviour. */
  terms: z.array(z.string()),
  count: z.number().int(),
  /** The message as written (term categories), or the repeated first message. */
  excerpt: z.string(),
  /** The messages behind it (a behaviour's first messages, at most 20). */
  message_ids: z.array(z.number().int()),
  /** The review that decided it; null while it counts towards the score. */
  review_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminRiskEvidence = z.infer<typeof ZAdminRiskEvidence>;

/** A first message or a message behind the evidence, with whom it was for. */
export const ZAdminRiskMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  to_name: z.string(),
  kind: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TAdminRiskMessage = z.infer<typeof ZAdminRiskMessage>;

/** A member in the review queue (or a decided review), with the evidence and the messages behind it. */
export const ZAdminRiskReview = z.object({
  id: z.number().int(),
  status: z.enum(RISK_REVIEW_STATUSES),
  site_name: z.string(),
  user_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  /** The member's score now, and when the review was opened at. */
  score: z.number().int(),
  opened_score: z.number().int(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  note: z.string(),
  /** An appeal the member filed through the complaints page (its complaint id). */
  appeal_complaint_id: z.number().int().nullable(),
  evidence: z.array(ZAdminRiskEvidence),
  messages: z.array(ZAdminRiskMessage),
});
export type TAdminRiskReview = z.infer<typeof ZAdminRiskReview>;

/** POST /api/admin/risk_reviews.php: a moderator's decision; the note is kept with the review (and warns). */
export const ZAdminRiskDecision = z.object({
  review: ZRowId,
  decision: z.enum(RISK_DECISIONS),
  note: z.string().trim().max(500).default(''),
  /** With a ban: also refuse new signups from the /24 of the member's signup address. */
  ban_ip_range: z.boolean().default(false),
});
export type TAdminRiskDecision = z.input<typeof ZAdminRiskDecision>;

/** The support dossier's view of a member's risk. */
export const ZAdminDossierRisk = z.object({
  score: z.number().int(),
  updated_at: z.string().nullable(),
  evidence: z.array(ZAdminRiskEvidence),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(RISK_REVIEW_STATUSES),
      created_at: z.string(),
      decided_at: z.string().nullable(),
      note: z.string(),
    }),
  ),
});
export type TAdminDossierRisk = z.infer<typeof ZAdminDossierRisk>;
