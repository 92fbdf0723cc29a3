import type { ColumnType, Generated } from 'kysely';
import type { TCreditReason } from '@app/shared';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  /** Set by the database from the balance the entry produced. */
  balance_after: ColumnType<number, never, never>;
  reason: TCreditReason;
  ref_type: string | null;
  ref_id: number | null;
  idempotency_key: string | null;
  note: Generated<string>;
  created_at: Timestamp;
}

export interface GiftsTable {
  key: string;
  names: ColumnType<Record<string, string>, string, string>;
  image: string;
  credits: number | null;
  position: number;
  active: Generated<boolean>;
}

export interface ChatPhotosTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  thumb_filename: string;
  blur_filename: string;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface ConversationsTable {
  id: Generated<number>;
  site_id: number;
  profile_low: number;
  profile_high: number;
  started_by: number;
  created_at: Timestamp;
  last_message_id: number | null;
  last_message_at: NullableTimestamp;
}

export interface ConversationMembersTable {
  conversation_id: number;
  profile_id: number;
  other_profile_id: number;
  unread_count: Generated<number>;
  unread_since: NullableTimestamp;
  last_read_message_id: Generated<number>;
  last_message_at: NullableTimestamp;
  hidden_at: NullableTimestamp;
  mailed_at: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  kind: 'text' | 'gift' | 'photo';
  body: Generated<string>;
  gift_key: string | null;
  chat_photo_id: number | null;
  credits: Generated<number>;
  idempotency_key: string | null;
  created_at: Timestamp;
}
