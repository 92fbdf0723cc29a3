import type { ColumnType, Generated } from 'kysely';
import type {
  TVerificationComparison,
  TVerificationPose,
  TVerificationRejectionReason,
  TVerificationReviewReason,
  TVerificationStatus,
} from '@app/shared';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One selfie check (issue 20 item 4): its consent, pose, selfie until the decision, comparison and decision. */
export interface VerificationsTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  pose: TVerificationPose;
  status: TVerificationStatus;
  consent_at: Timestamp;
  /** A private media name while the check is open; null once decided (the selfie is deleted). */
  selfie_filename: string | null;
  selfie_at: NullableTimestamp;
  comparison: ColumnType<TVerificationComparison | null, string | null | undefined, string | null>;
  review_reason: TVerificationReviewReason | null;
  rejection_reason: TVerificationRejectionReason | null;
  /** The moderator who decided; null for the automatic match. */
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}
