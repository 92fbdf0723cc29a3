import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { webPushNotifier, type Notifier, type TPushSend } from '../notifications/push-notifier';
import { inProcessBus, redisBus, type EventBus } from './event-bus';
import { inProcessPresence, redisPresence, type Presence } from './presence';

export interface TRealtime {
  events: EventBus;
  presence: Presence;
  notifier: Notifier;
}

/**
 * Realtime for one process (in-process bus and presence) or for several behind a load balancer
 * (Redis pub/sub and a shared presence). `keyPrefix` gives tests a key space of their own on Redis.
 */
export async function realtimeFor(
  db: Database,
  redis: Redis | null,
  options: { keyPrefix?: string; pushSend?: TPushSend } = {},
): Promise<TRealtime> {
  const space = options.keyPrefix ?? '';
  const events = redis ? await redisBus(redis, `${space}realtime:events`) : inProcessBus();
  const presence = redis ? redisPresence(redis, `${space}presence:`) : inProcessPresence();
  return { events, presence, notifier: webPushNotifier(db, presence, options.pushSend) };
}
