import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface TOwner {
  userId: number;
  profileId: number;
}

/**
 * Where each table keeps what belongs to a member: `:users` and `:profiles` stand for the owners' ids.
 * Conversations and messages belong to both sides of a conversation.
 */
const OWNED: Record<string, string> = {
  users: 'id in (:users)',
  profiles: 'user_id in (:users)',
  photos: 'user_id in (:users)',
  chat_photos: 'user_id in (:users)',
  conversations: 'id in (select conversation_id from conversation_members where profile_id in (:profiles))',
  conversation_members: 'profile_id in (:profiles) or other_profile_id in (:profiles)',
  messages: 'conversation_id in (select conversation_id from conversation_members where profile_id in (:profiles))',
  likes: 'liker_id in (:profiles) or liked_id in (:profiles)',
  blocks: 'blocker_id in (:profiles) or blocked_id in (:profiles)',
  orders: 'user_id in (:users)',
  direct_debit_mandates: 'user_id in (:users)',
  saved_payment_methods: 'user_id in (:users)',
  discount_redemptions: 'user_id in (:users)',
  member_warnings: 'user_id in (:users)',
  credit_ledger: 'user_id in (:users)',
  push_subscriptions: 'user_id in (:users)',
  sessions: 'user_id in (:users)',
};

/** Columns that move without anyone acting on the rows (a session's last use, reminder clocks). */
const RESTLESS = new Set(['last_seen_at', 'last_active_at', 'unread_reminder_at', 'mailed_at']);

/**
 * Every row the given members own, table by table, in a stable order: compare a copy taken before an
 * attack with one taken after it to see that the attack changed nothing of theirs.
 */
export async function rowsOwnedBy(db: Database, owners: readonly TOwner[]): Promise<Record<string, unknown[]>> {
  const users = owners.map((owner) => Number(owner.userId)).join(', ');
  const profiles = owners.map((owner) => Number(owner.profileId)).join(', ');
  const rows: Record<string, unknown[]> = {};
  for (const [table, condition] of Object.entries(OWNED)) {
    const where = condition.replaceAll(':users', users).replaceAll(':profiles', profiles);
    const result = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} where ${sql.raw(where)}`.execute(db);
    rows[table] = result.rows
      .map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !RESTLESS.has(column))))
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return rows;
}
