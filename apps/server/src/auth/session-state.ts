import type { Queryable } from '../db/database';
import { reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';
import { addDays } from '../lib/clock';
import type { TSessionEndReason } from '../realtime/event-bus';
import { SESSION_IDLE_DAYS } from './auth.policy';

export type TSessionState = 'live' | TSessionEndReason;

// Each socket's session is checked every few seconds while events reach it (realtime/session-check.ts).
const sessionRow = compiledOnce((db, bind: TBind<{ sessionId: number }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.revoked_at',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.banned_at',
      'users.deleted_at',
    ])
    .where('sessions.id', '=', bind('sessionId'))
    .modifyEnd(reusePlan),
);

/**
 * Whether a session still speaks for its member, by the same rules as a request's cookie
 * (`findLiveSession`), and if not, why: banned and deleted members get their own answer.
 */
export async function sessionState(db: Queryable, sessionId: number, now: Date): Promise<TSessionState> {
  const [row] = await sessionRow(db, { sessionId });
  // Sessions are never removed but with their member: no row is an erased account.
  if (!row) return 'deleted';
  if (row.banned_at) return 'banned';
  if (row.deleted_at) return 'deleted';
  const idleSince = addDays(now, -SESSION_IDLE_DAYS);
  if (row.revoked_at || row.expires_at <= now || row.last_seen_at <= idleSince) return 'ended';
  return 'live';
}
