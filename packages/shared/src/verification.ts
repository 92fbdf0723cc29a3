import { z } from 'zod';

/**
 * Selfie verification (issue 20 item 4): the member copies a pose chosen at random, the server compares the face
 * in the selfie with the faces in the member's approved photos. A clear match verifies at once; anything else
 * waits for a moderator, who sees the selfie and the photos side by side.
 *
 * The poses are the ones the server can check in the picture itself (the angle of the line between the eyes):
 * an old photo, or a profile photo sent again, seldom shows the head tilted the way asked for.
 */
export const VERIFICATION_POSES = ['tilt_left', 'tilt_right'] as const;
export type TVerificationPose = (typeof VERIFICATION_POSES)[number];

/** How far (degrees) the head must lean for a tilt to count, and beyond what the picture is taken for turned. */
export const POSE_TILT_MIN_DEGREES = 10;
export const POSE_TILT_MAX_DEGREES = 50;

/** A started check waits this long for its selfie; after that the member starts again (with a new pose). */
export const VERIFICATION_START_TTL_MINUTES = 30;
/** Selfies a member may send in a day: each one costs a screening, and a moderator's time when unclear. */
export const VERIFICATION_ATTEMPTS_PER_DAY = 5;

/**
 * started: consent given, pose shown, no selfie yet. checking: the selfie waits for the face models. review: a
 * moderator decides. verified / rejected: decided (the selfie is gone). withdrawn: the member cancelled an open
 * check (the selfie is gone; the row still counts towards the day's selfies).
 */
export const VERIFICATION_STATUSES = ['started', 'checking', 'review', 'verified', 'rejected', 'withdrawn'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Why a selfie went to a moderator instead of verifying at once. */
export const VERIFICATION_REVIEW_REASONS = [
  'no_face',
  'several_faces',
  'no_photo_face',
  'no_match',
  'pose_not_seen',
  'unreadable',
] as const;
export type TVerificationReviewReason = (typeof VERIFICATION_REVIEW_REASONS)[number];

/** Why a moderator turned a selfie down: what the member is told, so the next try can do better. */
export const VERIFICATION_REJECTION_REASONS = ['not_same_person', 'pose_not_copied', 'face_not_visible'] as const;
export type TVerificationRejectionReason = (typeof VERIFICATION_REJECTION_REASONS)[number];

/** GET /api/verification.php: where the member's verification stands. */
export const ZVerificationState = z.object({
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  /** The pose to copy, while started. */
  pose: z.enum(VERIFICATION_POSES).nullable(),
  /** When the member was verified (the badge), or null. */
  verified_at: z.string().nullable(),
  rejection_reason: z.enum(VERIFICATION_REJECTION_REASONS).nullable(),
  /** Selfies still allowed today. */
  attempts_left: z.number().int().min(0),
  /** The member has an approved photo with a face to compare with: without one, a check cannot start. */
  has_photo: z.boolean(),
});
export type TVerificationState = z.infer<typeof ZVerificationState>;

/** POST /api/verification.php: the explicit consent (GDPR Art. 9) that starts a check and draws the pose. */
export const ZVerificationStart = z.object({ consent: z.literal(true) });

/** What the moderators see of a selfie's automatic comparison. */
export const ZVerificationComparison = z.object({
  faces_in_selfie: z.number().int().min(0),
  /** The closest distance between the selfie's face and a face in an approved photo (below 0.5: same person). */
  closest_distance: z.number().nullable(),
  /** The head's lean in the selfie, in degrees (positive: towards the member's left shoulder). */
  tilt_degrees: z.number().nullable(),
  photos_compared: z.number().int().min(0),
});
export type TVerificationComparison = z.infer<typeof ZVerificationComparison>;
