import { recordActivity } from '../accounts/last-activity';
import { accountsNamingAddress } from '../accounts/address-holders';

/** Accounts one login tries (each costs a password hash): the holder and a few newcomers who named the address. */
const LOGIN_CANDIDATES_MAX = 3;
import type { Queryable } from '../db/database';
import { reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';
import { MEMBER_FACT_COLUMNS } from './member-facts';

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

/**
 * A live session of a member who may use the site, with what every request needs: the member's facts
 * (`member-facts.ts`) come in the same statement, so a logged-in call starts with one round trip.
 */
const liveSession = compiledOnce((db, bind: TBind<{ tokenHash: string; siteId: number; now: Date; idleSince: Date }>) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['s.id as sessionId', 's.last_seen_at', 'u.id as userId', ...MEMBER_FACT_COLUMNS])
    .where('s.token_hash', '=', bind('tokenHash'))
    .where('s.site_id', '=', bind('siteId'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', bind('now'))
    .where('s.last_seen_at', '>', bind('idleSince'))
    .where('u.deleted_at', 'is', null)
    .where('u.banned_at', 'is', null)
    .modifyEnd(reusePlan),
);

export async function findLiveSession(db: Queryable, tokenHash: string, siteId: number, now: Date, idleSince: Date) {
  const [session] = await liveSession(db, { tokenHash, siteId, now, idleSince });
  return session;
}

/** The session was used and its member active: one statement (`recordActivity`), at most once per touch interval. */
export async function touchSession(db: Queryable, sessionId: number, userId: number, now: Date): Promise<void> {
  await recordActivity(db, { userId, now, sessionId });
}
