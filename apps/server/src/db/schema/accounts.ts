import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type TTokenPurpose = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

export interface AccountTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: TTokenPurpose;
  new_email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A rendered mail, ready for the transport (kept until sent, then emptied). */
export interface TMailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  site_id: number | null;
  to_address: string;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Json<Record<string, string>>;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
}

/** A token bucket (lib/token-bucket.ts) where there is no Redis. */
export interface RateBucketsTable {
  key: string;
  tokens: number;
  refilled_at: Timestamp;
  /** Whether the last take got a token: returned by the upsert that decided it. */
  allowed: boolean;
}

export interface AppSecretsTable {
  name: string;
  value: Json<unknown>;
  created_at: Timestamp;
}
