import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

import type { TStaffRole } from '@app/shared';

export type { TStaffRole };

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: TStaffRole;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  totp_last_step: number | null;
  languages: ColumnType<string[], string | undefined, string>;
  site_ids: ColumnType<number[] | null, string | null | undefined, string | null>;
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  verified: Generated<boolean>;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface EmailBansTable {
  id: Generated<number>;
  site_id: number | null;
  email: string;
  reason: Generated<string>;
  created_at: Generated<Date>;
}

export interface IpBansTable {
  id: Generated<number>;
  cidr: string;
  reason: Generated<string>;
  created_at: Generated<Date>;
  expires_at: NullableTimestamp;
}

export interface MemberWarningsTable {
  id: Generated<number>;
  user_id: number;
  staff_id: number | null;
  reason: string;
  text: Generated<string>;
  created_at: Timestamp;
  seen_at: NullableTimestamp;
}

export interface AboutReviewsTable {
  id: Generated<number>;
  profile_id: number;
  text: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}
