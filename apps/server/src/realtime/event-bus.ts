import type { Redis } from 'ioredis';
import type { TRealtimeEvent } from '@app/shared';

export type TEventListener = (userId: number, event: TRealtimeEvent) => void;

/**
 * Carries realtime events to the process that holds a member's sockets. Publish only after the
 * write it announces has committed (onCommit), so nobody hears of a message that was rolled back.
 */
export interface EventBus {
  publish(userId: number, event: TRealtimeEvent): Promise<void>;
  subscribe(listener: TEventListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly all = new Set<TEventListener>();
  add(listener: TEventListener): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }
  emit(userId: number, event: TRealtimeEvent): void {
    for (const listener of this.all) {
      try {
        listener(userId, event);
      } catch (error) {
        console.error('realtime listener failed', error);
      }
    }
  }
}

/** One process: events go straight to this process's sockets. */
export function inProcessBus(): EventBus {
  const listeners = new Listeners();
  return {
    async publish(userId, event) {
      listeners.emit(userId, event);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}

const CHANNEL = 'realtime:events';

/**
 * Several processes behind a load balancer: every event goes through one Redis channel, and each
 * process hands it to the sockets it holds for that member.
 */
export async function redisBus(publisher: Redis, channel = CHANNEL): Promise<EventBus> {
  const subscriber = publisher.duplicate();
  const listeners = new Listeners();
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { u, e } = JSON.parse(raw) as { u: number; e: TRealtimeEvent };
      listeners.emit(u, e);
    } catch (error) {
      console.error('bad realtime event', error);
    }
  });
  await subscriber.subscribe(channel);
  return {
    async publish(userId, event) {
      await publisher.publish(channel, JSON.stringify({ u: userId, e: event }));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
