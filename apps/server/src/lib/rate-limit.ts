import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { AppError } from './errors';

export interface RateLimitRule {
  /** What is counted, e.g. `signup:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts hits in fixed windows; answers how long to wait when the limit is passed. */
export interface RateLimiter {
  hit(rule: RateLimitRule, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Counts in the database: one atomic upsert per hit, shared by every process on that database. */
export function databaseRateLimiter(db: Database): RateLimiter {
  return {
    async hit({ key, limit, windowSeconds }, now) {
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, window_started_at: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end`,
            window_started_at: sql`case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end`,
          }),
        )
        .returning(['hits', 'window_started_at'])
        .executeTakeFirstOrThrow();
      const endsAt = row.window_started_at.getTime() + windowSeconds * 1000;
      return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
    },
  };
}

/**
 * Counts in Redis, shared by every process behind the load balancer: one key per fixed window of the
 * clock (so the windows agree with the database limiter's and with a test's clock), expiring with it.
 */
export function redisRateLimiter(redis: Redis, prefix = 'rate:'): RateLimiter {
  return {
    async hit({ key, limit, windowSeconds }, now) {
      const windowMs = windowSeconds * 1000;
      const window = Math.floor(now.getTime() / windowMs);
      const redisKey = `${prefix}${key}:${window}`;
      const [[, hits]] = (await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds + 60)
        .exec()) as [[null, number], unknown];
      const endsAt = (window + 1) * windowMs;
      return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
    },
  };
}

/** Throws 429 `code` with `retry_after` when the rule's limit is passed. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  now: Date,
  code: 'rate_limited' | 'too_many_resets' = 'rate_limited',
): Promise<void> {
  const result = await limiter.hit(rule, now);
  if (!result.allowed) throw new AppError(code, { retry_after: result.retryAfterSeconds });
}

/** Counts in this process's memory, in the same fixed windows as the Redis limiter. */
export function localRateLimiter(): RateLimiter {
  const windows = new Map<string, { window: number; hits: number; endsAt: number }>();
  let sweptAt = 0;
  return {
    async hit({ key, limit, windowSeconds }, now) {
      const windowMs = windowSeconds * 1000;
      const window = Math.floor(now.getTime() / windowMs);
      const endsAt = (window + 1) * windowMs;
      const slot = `${key}:${windowSeconds}`;
      const entry = windows.get(slot);
      const hits = entry && entry.window === window ? entry.hits + 1 : 1;
      windows.set(slot, { window, hits, endsAt });
      // Ended windows go once a minute, so an outage of hours does not grow the map for ever.
      if (now.getTime() - sweptAt > 60_000) {
        sweptAt = now.getTime();
        for (const [name, value] of windows) if (value.endsAt <= now.getTime()) windows.delete(name);
      }
      return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
    },
  };
}

/**
 * Redis counts while it answers; while it does not, this process counts alone, so a Redis outage makes
 * limits per process for a while instead of failing every signup, reset or purchase.
 */
export function fallingBackRateLimiter(
  primary: RateLimiter,
  local: RateLimiter,
  outage: { failed(error: unknown): void; recovered(): void },
): RateLimiter {
  return {
    async hit(rule, now) {
      try {
        const result = await primary.hit(rule, now);
        outage.recovered();
        return result;
      } catch (error) {
        outage.failed(error);
        return local.hit(rule, now);
      }
    },
  };
}
