import type { ColumnType, Generated } from 'kysely';
import type { NOTIFICATION_DISABLED_REASONS, NOTIFICATION_TYPES } from '@app/shared';

export interface DisabledNotification {
  type: (typeof NOTIFICATION_TYPES)[number];
  reason: (typeof NOTIFICATION_DISABLED_REASONS)[number];
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  email: string;
  password_hash: string | null;
  status: Generated<'not_confirmed' | 'confirmed'>;
  /** Moved only by entries of credit_ledger (a trigger), never written directly. */
  credits: ColumnType<number, never, never>;
  paid_user: Generated<boolean>;
  language: Generated<string>;
  fictional: Generated<boolean>;
  invisible: Generated<boolean>;
  notifications_disabled: ColumnType<DisabledNotification[], string | undefined, string>;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  signup_ip: string | null;
  signup_date: Timestamp;
  last_active_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deletion_reason: string | null;
  banned_at: Date | null;
  ban_reason: string | null;
  unread_reminder_at: Date | null;
  /** Set by the database when the status becomes confirmed. */
  confirmed_at: ColumnType<Date | null, never, never>;
}
