import { sql } from 'kysely';
import type { Queryable } from '../db/database';
import { addMinutes } from '../lib/clock';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MINUTES,
} from './auth.policy';

export interface ThrottleKeys {
  account: string;
  ip: string;
}

export function throttleKeys(siteId: number, email: string, ip: string): ThrottleKeys {
  return { account: `account:${siteId}:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** Whole minutes until the later of the account's and the IP's locks lifts, or 0 when neither is locked. */
export async function lockedMinutes(db: Queryable, keys: ThrottleKeys, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('key', 'in', [keys.account, keys.ip])
    .where('locked_until', '>', now)
    .execute();
  const until = Math.max(0, ...rows.map((row) => row.locked_until?.getTime() ?? 0));
  return until ? Math.ceil((until - now.getTime()) / 60_000) : 0;
}

/** Counts a failure in one atomic statement per key, so parallel attempts cannot slip past the limit. */
export async function recordFailure(db: Queryable, keys: ThrottleKeys, now: Date): Promise<void> {
  const windowStart = addMinutes(now, -LOGIN_WINDOW_MINUTES);
  const lockUntil = addMinutes(now, LOGIN_LOCK_MINUTES);
  for (const [key, limit] of [
    [keys.account, LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [keys.ip, LOGIN_MAX_FAILURES_PER_IP],
  ] as const) {
    await sql`
      insert into login_throttle as t (key, failures, window_started_at, locked_until)
      values (${key}, 1, ${now}, ${limit <= 1 ? lockUntil : null})
      on conflict (key) do update set
        failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
        window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end,
        locked_until = case
          when (case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end) >= ${limit}
          then ${lockUntil}::timestamptz
          else t.locked_until end
    `.execute(db);
  }
}

export async function clearAccountFailures(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', keys.account).execute();
}
