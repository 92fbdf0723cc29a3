/** Session and login-throttle policy. Not in the spec: chosen to match common practice (OWASP). */

/** A session unused this long ends; the auth cookie lives as long (spec: 30 days). */
export const SESSION_IDLE_DAYS = 30;
/** No session lives longer than this, however active. */
export const SESSION_ABSOLUTE_DAYS = 90;
/** Last-seen is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 30;

/** argon2id at the OWASP minimum: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
