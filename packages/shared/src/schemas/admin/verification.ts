import { z } from 'zod';
import {
  VERIFICATION_POSES,
  VERIFICATION_REJECTION_REASONS,
  VERIFICATION_REVIEW_REASONS,
  ZVerificationComparison,
} from '../../verification';

/**
 * A selfie check waiting for a moderator (GET /api/admin/verifications.php): the selfie and the member's approved
 * photos side by side, the pose that was asked for and what the automatic comparison found. Addresses are signed
 * and short-lived; the selfie is deleted with the decision.
 */
export const ZAdminVerification = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  site_name: z.string(),
  pose: z.enum(VERIFICATION_POSES),
  review_reason: z.enum(VERIFICATION_REVIEW_REASONS).nullable(),
  comparison: ZVerificationComparison.nullable(),
  selfie_url: z.string(),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  selfie_at: z.string(),
});
export type TAdminVerification = z.infer<typeof ZAdminVerification>;

/** POST /api/admin/verifications.php: the moderator's decision; a rejection says why. */
export const ZAdminVerificationDecision = z.discriminatedUnion('decision', [
  z.object({ verification: z.number().int().positive(), decision: z.literal('verify') }),
  z.object({
    verification: z.number().int().positive(),
    decision: z.literal('reject'),
    reason: z.enum(VERIFICATION_REJECTION_REASONS),
  }),
]);
export type TAdminVerificationDecision = z.infer<typeof ZAdminVerificationDecision>;
