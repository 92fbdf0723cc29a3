import { updateLastActivity } from '../accounts/accounts.queries';
import { accountsNamingAddress } from '../accounts/address-holders';

/** Accounts one login tries (each costs a password hash): the holder and a few newcomers who named the address. */
const LOGIN_CANDIDATES_MAX = 3;
import type { Queryable } from '../db/database';

/** The accounts an address may log in to, the address's holder first (`address-holders.ts`). */
export async function findLoginCandidates(db: Queryable, siteId: number, email: string) {
  return accountsNamingAddress(db, siteId, email)
    .select(['users.id', 'users.password_hash', 'users.deleted_at', 'users.banned_at'])
    .limit(LOGIN_CANDIDATES_MAX)
    .execute();
}

/** Whether the member opened a session from this exact address since then (their usual address). */
export async function hasLoggedInFrom(db: Queryable, userId: number, ip: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: string;
    userId: number;
    siteId: number;
    clientType: 'web' | 'installed';
    ip: string | null;
    userAgent: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      site_id: session.siteId,
      client_type: session.clientType,
      ip: session.ip,
      user_agent: session.userAgent,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** A live session of a member who may use the site, with what every request needs. */
export async function findLiveSession(db: Queryable, tokenHash: string, siteId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.last_seen_at', 'users.id as userId', 'users.language'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.site_id', '=', siteId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleSince)
    .where('users.deleted_at', 'is', null)
    .where('users.banned_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Queryable, sessionId: number, userId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  await updateLastActivity(db, userId, now);
}
