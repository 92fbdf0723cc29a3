import type { ColumnType, Generated } from 'kysely';
import type { TContactFlagAction, TContactFlagSource, TContactFlagStatus, TContactSpan } from '@app/shared';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A contact detail that was flagged, masked or refused (issue 20 item 1), with the text as written. */
export interface ContactFlagsTable {
  id: Generated<number>;
  site_id: number;
  profile_id: number;
  staff_id: number | null;
  source: TContactFlagSource;
  action: TContactFlagAction;
  conversation_id: number | null;
  other_profile_id: number | null;
  message_id: ColumnType<number | null, number | bigint | null | undefined, number | null>;
  text: string;
  findings: ColumnType<TContactSpan[], string, string>;
  status: Generated<TContactFlagStatus>;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}
