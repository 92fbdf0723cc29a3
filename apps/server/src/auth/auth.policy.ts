/** Session and login-throttle policy. Not in the spec: chosen to match common practice (OWASP). */

/** A session unused this long ends; the auth cookie lives as long (spec: 30 days). */
export const SESSION_IDLE_DAYS = 30;
/** No session lives longer than this, however active. */
export const SESSION_ABSOLUTE_DAYS = 90;
/** Last-seen is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * How one kind of login failure is counted: failures within `windowMinutes` of the first one count
 * together; the `lockAfter`-th locks for `firstLockMinutes`, and each further one doubles the lock, up
 * to `maxLockMinutes`. A lock lifts by time alone.
 */
export interface TThrottleRule {
  windowMinutes: number;
  lockAfter: number;
  firstLockMinutes: number;
  maxLockMinutes: number;
}

/**
 * One account from one address: a member who mistypes, or one attacker guessing one password. Only this
 * pair is slowed down, with growing delays, so nobody can lock a member out from their own address.
 */
export const LOGIN_PAIR_RULE: TThrottleRule = {
  windowMinutes: 24 * 60,
  lockAfter: 5,
  firstLockMinutes: 1,
  maxLockMinutes: 60,
};

/** One address across all accounts: credential stuffing (many addresses tried from one place). */
export const LOGIN_ADDRESS_RULE: TThrottleRule = {
  windowMinutes: 15,
  lockAfter: 30,
  firstLockMinutes: 15,
  maxLockMinutes: 15,
};

/**
 * One account across all addresses: a guess spread over many addresses. Far above what one address can
 * reach within the window (its pair and address rules stop it first), and the member's usual addresses
 * stay open even then.
 */
export const LOGIN_ACCOUNT_RULE: TThrottleRule = {
  windowMinutes: 15,
  lockAfter: 100,
  firstLockMinutes: 15,
  maxLockMinutes: 15,
};

/** An address the member logged in from within this many days is theirs: an account lock does not close it. */
export const LOGIN_USUAL_ADDRESS_DAYS = 30;

/** argon2id at the OWASP minimum: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
