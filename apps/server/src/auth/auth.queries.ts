import { updateLastActivity } from '../accounts/accounts.queries';
import type { Queryable } from '../db/database';

export async function findLoginCandidate(db: Queryable, siteId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'deleted_at', 'banned_at'])
    .where('site_id', '=', siteId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
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

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeAllSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
