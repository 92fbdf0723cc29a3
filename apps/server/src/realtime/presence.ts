import type { Redis } from 'ioredis';

/** How long a socket counts as open without a heartbeat: a crashed process's sockets fade out. */
export const PRESENCE_TTL_MS = 90_000;
export const PRESENCE_HEARTBEAT_MS = 30_000;

/**
 * Which members have a socket open anywhere, so a push or a mail is only sent to members who are away.
 * Each socket is an entry with an expiry, renewed by heartbeats while it stays open.
 */
export interface Presence {
  connected(userId: number, socketId: string): Promise<void>;
  heartbeat(userId: number, socketId: string): Promise<void>;
  disconnected(userId: number, socketId: string): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
}

export function inProcessPresence(now: () => number = Date.now): Presence {
  const sockets = new Map<number, Map<string, number>>();
  const touch = async (userId: number, socketId: string) => {
    const mine = sockets.get(userId) ?? new Map<string, number>();
    mine.set(socketId, now() + PRESENCE_TTL_MS);
    sockets.set(userId, mine);
  };
  return {
    connected: touch,
    heartbeat: touch,
    async disconnected(userId, socketId) {
      const mine = sockets.get(userId);
      mine?.delete(socketId);
      if (mine?.size === 0) sockets.delete(userId);
    },
    async isOnline(userId) {
      const mine = sockets.get(userId);
      if (!mine) return false;
      for (const [socketId, expires] of mine) if (expires <= now()) mine.delete(socketId);
      return mine.size > 0;
    },
  };
}

export function redisPresence(redis: Redis, prefix = 'presence:'): Presence {
  const key = (userId: number) => `${prefix}${userId}`;
  const touch = async (userId: number, socketId: string) => {
    const expires = Date.now() + PRESENCE_TTL_MS;
    await redis.multi().zadd(key(userId), expires, socketId).pexpire(key(userId), PRESENCE_TTL_MS).exec();
  };
  return {
    connected: touch,
    heartbeat: touch,
    async disconnected(userId, socketId) {
      await redis.zrem(key(userId), socketId);
    },
    async isOnline(userId) {
      const count = await redis.zcount(key(userId), Date.now(), '+inf');
      return count > 0;
    },
  };
}

/**
 * Redis while it answers, this process's own sockets while it does not: a push may then go to a member who
 * has a tab open on another process, which is better than no push at all.
 */
export function fallingBackPresence(
  shared: Presence,
  local: Presence,
  outage: { failed(error: unknown): void; recovered(): void },
): Presence {
  const both = (action: 'connected' | 'heartbeat' | 'disconnected') => async (userId: number, socketId: string) => {
    await local[action](userId, socketId);
    await shared[action](userId, socketId).then(outage.recovered, outage.failed);
  };
  return {
    connected: both('connected'),
    heartbeat: both('heartbeat'),
    disconnected: both('disconnected'),
    async isOnline(userId) {
      try {
        const online = await shared.isOnline(userId);
        outage.recovered();
        return online;
      } catch (error) {
        outage.failed(error);
        return local.isOnline(userId);
      }
    },
  };
}
