import type { Queryable } from '../db/database';

/**
 * A member's last activity is kept twice, at two precisions (decision 030):
 *
 * - `users.last_active_at` says when they were last seen (online dots, the lander's "online now", staff
 *   views, exports). It follows every session touch, so it is as exact as the touch interval.
 * - `profiles.last_active_at` orders "recently active" lists and is a key column of the search indexes.
 *   Rewriting it puts a new entry in every one of them, so it moves only once it is this far behind.
 */
export const PROFILE_ACTIVITY_STEP_MINUTES = 15;

/** The page-hidden beacon fires on every tab switch; within this long of the last note it changes nothing. */
export const USER_ACTIVITY_STEP_MS = 60_000;

/**
 * How far a profile's copy may trail the account's: a reader that must not miss anyone active since
 * `since` (counting who is online) may narrow by `profiles.last_active_at > since - PROFILE_ACTIVITY_LAG_MS`
 * on the search indexes, then check `users.last_active_at`.
 */
export const PROFILE_ACTIVITY_LAG_MS = PROFILE_ACTIVITY_STEP_MINUTES * 60_000;

/**
 * Notes that the member was active at `now` (and, with `sessionId`, that this session was used): one
 * statement, whose WHERE clauses skip every row that is fresh enough, so a profile row is rewritten at
 * most once per PROFILE_ACTIVITY_STEP_MINUTES however many sessions and tabs its member has.
 */
export async function recordActivity(
  db: Queryable,
  activity: { userId: number; now: Date; sessionId?: number; userStepMs?: number },
): Promise<void> {
  const { userId, now } = activity;
  const userStale = new Date(now.getTime() - (activity.userStepMs ?? 0));
  const profileStale = new Date(now.getTime() - PROFILE_ACTIVITY_LAG_MS);
  const { sessionId } = activity;
  let query = db.with('touched_user', (qc) =>
    qc
      .updateTable('users')
      .set({ last_active_at: now })
      .where('id', '=', userId)
      .where('last_active_at', '<', userStale)
      .returning('id'),
  );
  // The same statement with one more CTE; its builder's type names the CTEs, hence the cast.
  if (sessionId !== undefined)
    query = query.with('touched_session', (qc) =>
      qc.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).returning('id'),
    ) as unknown as typeof query;
  await query
    .updateTable('profiles')
    .set({ last_active_at: now })
    .where('user_id', '=', userId)
    .where('last_active_at', '<', profileStale)
    .execute();
}
