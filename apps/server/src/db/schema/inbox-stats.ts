import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OperatorClaimsTable {
  conversation_id: number;
  staff_id: number;
  claimed_at: Timestamp;
  expires_at: Timestamp;
}

/** Each claim an operator newly took (not the extensions of a live one): conversations claimed per day. */
export interface OperatorClaimLogTable {
  id: Generated<number>;
  conversation_id: number;
  site_id: number;
  staff_id: number | null;
  claimed_at: Timestamp;
}

export interface OperatorNotesTable {
  id: Generated<number>;
  conversation_id: number;
  staff_id: number | null;
  text: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OperatorRepliesTable {
  message_id: number;
  conversation_id: number;
  site_id: number;
  staff_id: number | null;
  first_response: boolean;
  waited_seconds: number;
  created_at: Timestamp;
}

type Count = ColumnType<number, number | undefined, number>;
type Day = ColumnType<string, string, string>;

export interface DailyStatsTable {
  site_id: number;
  day: Day;
  signups: Count;
  activations: Count;
  first_purchases: Count;
  messages: Count;
  operator_replies: Count;
  answered_within_5m: Count;
  complaints: Count;
}

export interface DailyRevenueTable {
  site_id: number;
  day: Day;
  currency: string;
  method: string;
  orders: Count;
  amount_cents: Count;
  refunded_cents: Count;
}

export interface DailyTrafficTable {
  site_id: number;
  day: Day;
  network: string;
  ref: string;
  sub1: string;
  sub2: string;
  sub3: string;
  signups: Count;
  first_purchases: Count;
}
