import { sql } from 'kysely';
import type { Queryable } from '../db/database';
import { addMinutes } from '../lib/clock';
import { LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, LOGIN_PAIR_RULE, type TThrottleRule } from './auth.policy';

/**
 * The counters one login attempt touches (OWASP's lockout advice): the account from this address, the
 * address across accounts, and the account across addresses. Kept in `login_throttle`, one atomic upsert
 * per counter, so every process on the database counts together. Members and staff use the same rule
 * with their own key prefixes.
 */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
}

/**
 * The address a counter is kept for: IPv4 as it is, IPv6 by its /64, which one subscriber usually holds
 * whole (one attacker could otherwise take a fresh address for every guess).
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** `account` names the account within its kind: `<site id>:<e-mail>` for members, the e-mail for staff. */
export function throttleKeys(kind: 'member' | 'staff', account: string, ip: string): ThrottleKeys {
  const name = account.trim().toLowerCase();
  const address = throttleAddress(ip);
  return {
    pair: `${kind}-pair:${name}|${address}`,
    address: `${kind}-ip:${address}`,
    account: `${kind}-account:${name}`,
  };
}

/** The lock the n-th failure within a window earns: none before `lockAfter`, then doubling up to the cap. */
export function lockMinutesAfter(rule: TThrottleRule, failures: number): number {
  if (failures < rule.lockAfter) return 0;
  return Math.min(rule.maxLockMinutes, rule.firstLockMinutes * 2 ** Math.min(failures - rule.lockAfter, 20));
}

/**
 * Whole minutes until this attempt may be made, or 0. The account's own lock does not hold for an
 * address the member has logged in from (`isUsualAddress`): a spread-out attack slows strangers only.
 */
export async function lockedMinutes(
  db: Queryable,
  keys: ThrottleKeys,
  now: Date,
  isUsualAddress: () => Promise<boolean>,
): Promise<number> {
  const rows = await db
    .selectFrom('login_throttle')
    .select(['key', 'locked_until'])
    .where('key', 'in', [keys.pair, keys.address, keys.account])
    .where('locked_until', '>', now)
    .execute();
  let until = 0;
  for (const row of rows) {
    if (row.key === keys.account && (await isUsualAddress())) continue;
    until = Math.max(until, row.locked_until?.getTime() ?? 0);
  }
  return until ? Math.ceil((until - now.getTime()) / 60_000) : 0;
}

async function countFailure(db: Queryable, key: string, rule: TThrottleRule, now: Date): Promise<void> {
  const windowStart = addMinutes(now, -rule.windowMinutes);
  const expired = sql<boolean>`t.window_started_at < ${windowStart}`;
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, ${now}, null)
    on conflict (key) do update set
      failures = case when ${expired} then 1 else t.failures + 1 end,
      window_started_at = case when ${expired} then ${now} else t.window_started_at end
    returning failures
  `.execute(db);
  const minutes = lockMinutesAfter(rule, rows[0]!.failures);
  if (minutes === 0) return;
  // Parallel failures each set the lock their own count earns; the longest one stays.
  await db
    .updateTable('login_throttle')
    .set({ locked_until: sql`greatest(locked_until, ${addMinutes(now, minutes)})` })
    .where('key', '=', key)
    .execute();
}

/** Counts a failed attempt on all three counters. */
export async function recordFailure(db: Queryable, keys: ThrottleKeys, now: Date): Promise<void> {
  await countFailure(db, keys.pair, LOGIN_PAIR_RULE, now);
  await countFailure(db, keys.address, LOGIN_ADDRESS_RULE, now);
  await countFailure(db, keys.account, LOGIN_ACCOUNT_RULE, now);
}

/**
 * The right password from this address forgets this pair's failures. The address's and the account's
 * counters run out by time alone: one success must not reset a stuffing or spread-out attack.
 */
export async function clearPairFailures(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', keys.pair).execute();
}
