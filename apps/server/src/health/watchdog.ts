import type { LeaseBook } from '../db/guarded-dialect';

/** Longer than this, a blocked event loop or a held database connection is logged as an error. */
export const BLOCKED_AFTER_MS = 3_000;
const CHECK_EVERY_MS = 500;
/** A connection that stays held is logged again at this pace, not at every check. */
const REPEAT_EVERY_MS = 30_000;

type TLog = { error(object: unknown, message: string): void };

/**
 * Logs loudly when the event loop has been blocked, or one database connection held, for more than a few
 * seconds: the signs of a deadlock or a runaway query, named with the line that took the connection.
 */
export function startWatchdog(
  leases: LeaseBook,
  log: TLog,
  { blockedAfterMs = BLOCKED_AFTER_MS, checkEveryMs = CHECK_EVERY_MS } = {},
): () => void {
  let expected = Date.now() + checkEveryMs;
  let reported: { since: number; at: number } | undefined;
  const timer = setInterval(() => {
    const now = Date.now();
    const late = now - expected;
    expected = now + checkEveryMs;
    if (late > blockedAfterMs) log.error({ blockedMs: late }, `event loop was blocked for ${late} ms`);

    const held = leases.oldest();
    if (!held || now - held.since <= blockedAfterMs) return;
    const fresh = !reported || reported.since !== held.since;
    if (fresh || now - reported!.at >= REPEAT_EVERY_MS) {
      log.error(
        { heldMs: now - held.since, holder: held.holder, connections: leases.size },
        `a database connection has been held for ${now - held.since} ms by ${held.holder}`,
      );
      reported = { since: held.since, at: now };
    }
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
