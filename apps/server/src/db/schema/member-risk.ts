import type { ColumnType, Generated } from 'kysely';
import type { TRiskEvidenceKind, TRiskReviewStatus } from '@app/shared';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type BigId = ColumnType<number, number | bigint, number>;

/** A member's risk score from the evidence no moderator decided on yet (issue 20 item 2). */
export interface MemberRisksTable {
  profile_id: number;
  site_id: number;
  score: Generated<number>;
  decided_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** A listed term in a message, or a pattern in how the member starts conversations. */
export interface MemberRiskEvidenceTable {
  id: Generated<number>;
  profile_id: number;
  kind: TRiskEvidenceKind;
  message_id: ColumnType<number | null, number | bigint | null | undefined, number | null>;
  message_ids: ColumnType<number[], number[] | undefined, number[]>;
  terms: ColumnType<string[], string[] | undefined, string[]>;
  count: Generated<number>;
  excerpt: Generated<string>;
  review_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member in the review queue, and how a moderator decided. */
export interface MemberRiskReviewsTable {
  id: Generated<number>;
  site_id: number;
  profile_id: number;
  score: number;
  status: Generated<TRiskReviewStatus>;
  note: Generated<string>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Where the scan of messages stopped (one row). */
export interface MemberRiskScanTable {
  id: Generated<boolean>;
  last_message_id: BigId;
}
