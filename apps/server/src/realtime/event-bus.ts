import type { Redis } from 'ioredis';
import type { TRealtimeEvent } from '@app/shared';
import { withTimeout } from '../lib/timeout';

export type TEventListener = (userId: number, event: TRealtimeEvent) => void;

/** Why sessions ended: each closes the sockets opened with them with its own code (REALTIME_CLOSE). */
export type TSessionEndReason = 'ended' | 'banned' | 'deleted';

/** Sessions of one member that ended; `sessionIds` null means every session the member had. */
export interface TSessionsEnded {
  userId: number;
  reason: TSessionEndReason;
  sessionIds: number[] | null;
}
export type TSessionsEndedListener = (ended: TSessionsEnded) => void;

/**
 * Carries realtime events to the process that holds a member's sockets. Publish only after the
 * write it announces has committed (onCommit), so nobody hears of a message that was rolled back.
 */
export interface EventBus {
  publish(userId: number, event: TRealtimeEvent): Promise<void>;
  subscribe(listener: TEventListener): () => void;
  /** For the server only, never for tabs: every process closes the sockets opened with these sessions. */
  publishSessionsEnded(ended: TSessionsEnded): Promise<void>;
  onSessionsEnded(listener: TSessionsEndedListener): () => void;
  /** Called when events may have been missed (the bus lost its connection and is back). */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

class Listeners<A extends unknown[]> {
  private readonly all = new Set<(...args: A) => void>();
  add(listener: (...args: A) => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }
  emit(...args: A): void {
    for (const listener of this.all) {
      try {
        listener(...args);
      } catch (error) {
        console.error('realtime listener failed', error);
      }
    }
  }
}

/** One process: events go straight to this process's sockets. */
export function inProcessBus(): EventBus {
  const listeners = new Listeners<[number, TRealtimeEvent]>();
  const ended = new Listeners<[TSessionsEnded]>();
  return {
    async publish(userId, event) {
      listeners.emit(userId, event);
    },
    subscribe: (listener) => listeners.add(listener),
    async publishSessionsEnded(sessions) {
      ended.emit(sessions);
    },
    onSessionsEnded: (listener) => ended.add(listener),
    onResync: () => () => undefined,
    async close() {},
  };
}

const CHANNEL = 'realtime:events';
const SUBSCRIBE_WAIT_MS = 3_000;

type TOutage = { failed(error: unknown): void; recovered(): void };

/**
 * What goes over the channel: an event for a member's tabs, or ended sessions (`s`) for the servers; `t` is when
 * it was published (ms), for the channel's lag.
 */
type TWireMessage = ({ u: number; e: TRealtimeEvent } | { s: TSessionsEnded }) & { t?: number };

/**
 * Several processes behind a load balancer: every event goes through one Redis channel, and each process
 * hands it to the sockets it holds for that member. While Redis is away, events still reach the sockets of
 * the publishing process; once the subscription is back, every tab is told to catch up (resync).
 */
export async function redisBus(
  publisher: Redis,
  channel = CHANNEL,
  outage: TOutage = { failed() {}, recovered() {} },
  /** Hears how long each message took from its publication to this process (metrics). */
  lag: (seconds: number) => void = () => undefined,
): Promise<EventBus> {
  // The subscription waits for Redis while it is away (offline queue), and is renewed after every reconnect.
  const subscriber = publisher.duplicate({
    // A subscribed connection sends only (un)subscriptions: nothing to gather into one write.
    enableAutoPipelining: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  const listeners = new Listeners<[number, TRealtimeEvent]>();
  const ended = new Listeners<[TSessionsEnded]>();
  const resync = new Listeners<[]>();
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const message = JSON.parse(raw) as TWireMessage;
      if (typeof message.t === 'number') lag(Math.max(0, Date.now() - message.t) / 1000);
      if ('s' in message) ended.emit(message.s);
      else listeners.emit(message.u, message.e);
    } catch (error) {
      console.error('bad realtime event', error);
    }
  });
  let lost = false;
  subscriber.on('error', () => undefined);
  subscriber.on('close', () => (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    resync.emit();
  });
  await withTimeout(subscriber.subscribe(channel), SUBSCRIBE_WAIT_MS, 'subscribing to realtime events').catch((error) =>
    outage.failed(error),
  );
  // One channel for both kinds, so a message published after a session ended never overtakes the end.
  const send = async (message: TWireMessage, locally: () => void) => {
    try {
      await publisher.publish(channel, JSON.stringify({ ...message, t: Date.now() }));
      outage.recovered();
    } catch (error) {
      outage.failed(error);
      locally();
    }
  };
  return {
    publish: (userId, event) => send({ u: userId, e: event }, () => listeners.emit(userId, event)),
    subscribe: (listener) => listeners.add(listener),
    publishSessionsEnded: (sessions) => send({ s: sessions }, () => ended.emit(sessions)),
    onSessionsEnded: (listener) => ended.add(listener),
    onResync: (listener) => resync.add(listener),
    async close() {
      subscriber.disconnect();
    },
  };
}
