import { Redis } from 'ioredis';

/** A Redis command that does not answer within this fails, and the caller falls back to a local way. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The server's Redis connection. While Redis is away, commands fail at once instead of queueing (each
 * user falls back: local rate counts, local event delivery, local presence), and the client keeps
 * reconnecting in the background with growing delays up to two seconds.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    // Commands issued in one turn of the event loop (a message's three events, the rate counts of requests
    // arriving together) go in one write: on two cores each write to a socket cost about 0.1 ms (decision 029).
    enableAutoPipelining: true,
  });
}

/**
 * Logs the first failure of an outage as a warning and stays quiet until the next outage, so a Redis that
 * is down for an hour does not write a line per request.
 */
export function outageLog(
  log: { warn(object: unknown, message: string): void },
  what: string,
): { failed(error: unknown): void; recovered(): void } {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      log.warn({ err: error }, `${what}: Redis does not answer, working locally until it is back`);
    },
    recovered() {
      down = false;
    },
  };
}

/** Waits until Redis answers, at most `ms`: a server starts without it (degraded) rather than hanging. */
export async function waitUntilReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', ready);
      resolve(false);
    }, ms);
    const ready = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', ready);
  });
}
