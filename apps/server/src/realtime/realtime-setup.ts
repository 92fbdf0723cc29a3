import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { outageLog } from '../lib/redis-connection';
import { webPushNotifier, type Notifier, type TPushSend } from '../notifications/push-notifier';
import { inProcessBus, redisBus, type EventBus } from './event-bus';
import { fallingBackPresence, inProcessPresence, redisPresence, type Presence } from './presence';

export interface TRealtime {
  events: EventBus;
  presence: Presence;
  notifier: Notifier;
}

/**
 * Realtime for one process (in-process bus and presence) or for several behind a load balancer
 * (Redis pub/sub and a shared presence, each falling back to this process alone while Redis is away).
 * `keyPrefix` gives tests a key space of their own on Redis.
 */
export async function realtimeFor(
  db: Database,
  redis: Redis | null,
  options: {
    keyPrefix?: string;
    pushSend?: TPushSend;
    log?: { warn(object: unknown, message: string): void };
    /** Hears the lag of each event that crossed Redis. */
    eventLag?: (seconds: number) => void;
  } = {},
): Promise<TRealtime> {
  const space = options.keyPrefix ?? '';
  const log = options.log ?? console;
  const events = redis
    ? await redisBus(redis, `${space}realtime:events`, outageLog(log, 'realtime events'), options.eventLag)
    : inProcessBus();
  const presence = redis
    ? fallingBackPresence(redisPresence(redis, `${space}presence:`), inProcessPresence(), outageLog(log, 'presence'))
    : inProcessPresence();
  return { events, presence, notifier: webPushNotifier(db, presence, options.pushSend) };
}
