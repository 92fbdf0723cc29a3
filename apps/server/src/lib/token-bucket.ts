import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';

export interface TokenBucketRule {
  /** Whose bucket, e.g. `chat-send:42`. */
  key: string;
  /** Tokens a full bucket holds: how many may go at once. */
  burst: number;
  /** Seconds until one more token is back. */
  refillSeconds: number;
}

export interface TTake {
  allowed: boolean;
  /** Whole seconds until a token is back (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A token bucket per key: each take spends one token; tokens come back one per `refillSeconds` up to
 * `burst`. Unlike a fixed window it never lets two full bursts through across a window's edge.
 * Time comes from the caller (the app's clock), so every store agrees with it and tests can move it.
 */
export interface TokenBuckets {
  take(rule: TokenBucketRule, now: Date): Promise<TTake>;
}

function retryAfter(tokens: number, refillSeconds: number): number {
  return Math.max(1, Math.ceil((1 - tokens) * refillSeconds));
}

interface TBucket {
  tokens: number;
  at: number;
  /** When the bucket is full again, and so the same as none. */
  fullAt: number;
}

/** The same rule as the SQL and the Lua below, for the in-process fallback. */
function takeFrom(bucket: TBucket | undefined, rule: TokenBucketRule, nowMs: number) {
  const at = Math.max(bucket?.at ?? nowMs, nowMs);
  const refilled = bucket ? bucket.tokens + Math.max(0, nowMs - bucket.at) / 1000 / rule.refillSeconds : rule.burst;
  const level = Math.min(rule.burst, refilled);
  const allowed = level >= 1;
  const tokens = allowed ? level - 1 : level;
  return { bucket: { tokens, at, fullAt: at + (rule.burst - tokens) * rule.refillSeconds * 1000 }, allowed };
}

/**
 * Buckets in the database: one atomic upsert per take, shared by every process on that database and
 * the same on PGlite and PostgreSQL. `allowed` is written by the statement itself, since the level
 * after a take cannot tell a spent token from a refusal.
 */
export function databaseTokenBuckets(db: Database): TokenBuckets {
  return {
    async take({ key, burst, refillSeconds }, now) {
      const level = sql<number>`least(${burst}::float8, rate_buckets.tokens
        + greatest(0, extract(epoch from (${now}::timestamptz - rate_buckets.refilled_at)))::float8 / ${refillSeconds}::float8)`;
      const row = await db
        .insertInto('rate_buckets')
        .values({ key, tokens: burst - 1, refilled_at: now, allowed: true })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            tokens: sql`case when ${level} >= 1 then ${level} - 1 else ${level} end`,
            allowed: sql`${level} >= 1`,
            refilled_at: sql`greatest(rate_buckets.refilled_at, ${now}::timestamptz)`,
          }),
        )
        .returning(['tokens', 'allowed'])
        .executeTakeFirstOrThrow();
      return { allowed: row.allowed, retryAfterSeconds: row.allowed ? 0 : retryAfter(row.tokens, refillSeconds) };
    },
  };
}

/**
 * One script, so the read, the refill and the spend are one step for every process on this Redis. The
 * key expires once the bucket would be full again anyway. Answers whether allowed and the level in
 * thousandths (Lua numbers come back as integers).
 */
const TAKE_SCRIPT = `
local burst = tonumber(ARGV[1])
local refill_ms = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
local level = burst
if tokens then level = math.min(burst, tokens + math.max(0, now - at) / refill_ms) end
local allowed = 0
if level >= 1 then
  allowed = 1
  level = level - 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(level), 'at', tostring(math.max(at or now, now)))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * refill_ms) + 60000)
return { allowed, math.floor(level * 1000) }
`;

/** Buckets in Redis, shared by every process behind the load balancer. */
export function redisTokenBuckets(redis: Redis, prefix = 'bucket:'): TokenBuckets {
  return {
    async take({ key, burst, refillSeconds }, now) {
      const [allowed, milliTokens] = (await redis.eval(
        TAKE_SCRIPT,
        1,
        `${prefix}${key}`,
        burst,
        refillSeconds * 1000,
        now.getTime(),
      )) as [number, number];
      return {
        allowed: allowed === 1,
        retryAfterSeconds: allowed === 1 ? 0 : retryAfter(milliTokens / 1000, refillSeconds),
      };
    },
  };
}

/** Buckets in this process's memory: the stand-in while Redis is away. */
export function localTokenBuckets(): TokenBuckets {
  const buckets = new Map<string, TBucket>();
  let sweptAt = 0;
  return {
    async take(rule, now) {
      const nowMs = now.getTime();
      const { bucket, allowed } = takeFrom(buckets.get(rule.key), rule, nowMs);
      buckets.set(rule.key, bucket);
      // Buckets that are full again are the same as none: dropped once a minute so the map stays small.
      if (nowMs - sweptAt > 60_000) {
        sweptAt = nowMs;
        for (const [name, value] of buckets) if (value.fullAt <= nowMs) buckets.delete(name);
      }
      return { allowed, retryAfterSeconds: allowed ? 0 : retryAfter(bucket.tokens, rule.refillSeconds) };
    },
  };
}

/** Redis while it answers; this process alone while it does not, rather than refusing or waving every send through. */
export function fallingBackTokenBuckets(
  primary: TokenBuckets,
  local: TokenBuckets,
  outage: { failed(error: unknown): void; recovered(): void },
): TokenBuckets {
  return {
    async take(rule, now) {
      try {
        const result = await primary.take(rule, now);
        outage.recovered();
        return result;
      } catch (error) {
        outage.failed(error);
        return local.take(rule, now);
      }
    },
  };
}
