import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { TRealtimeEvent } from '@app/shared';
import type { EventBus } from './event-bus';
import { PRESENCE_HEARTBEAT_MS, type Presence } from './presence';

interface TSocket {
  id: string;
  userId: number;
  socket: WebSocket;
  alive: boolean;
}

/**
 * The sockets this process holds, by member. Events from the bus (this process's or, with Redis, any
 * process's) go to every open tab of their member; a heartbeat closes dead sockets and keeps presence.
 */
export class SocketHub {
  private readonly byUser = new Map<number, Set<TSocket>>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    bus: EventBus,
    private readonly presence: Presence,
    private readonly log: { warn(object: unknown, message: string): void },
  ) {
    this.unsubscribe = bus.subscribe((userId, event) => this.deliver(userId, event));
    this.heartbeat = setInterval(() => this.beat(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get connections(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  add(userId: number, socket: WebSocket): TSocket {
    const entry: TSocket = { id: randomUUID(), userId, socket, alive: true };
    const sockets = this.byUser.get(userId) ?? new Set();
    sockets.add(entry);
    this.byUser.set(userId, sockets);
    socket.on('pong', () => (entry.alive = true));
    socket.on('close', () => this.remove(entry));
    void this.presence.connected(userId, entry.id).catch((error) => this.log.warn({ err: error }, 'presence failed'));
    return entry;
  }

  private remove(entry: TSocket): void {
    const sockets = this.byUser.get(entry.userId);
    sockets?.delete(entry);
    if (sockets?.size === 0) this.byUser.delete(entry.userId);
    void this.presence.disconnected(entry.userId, entry.id).catch(() => undefined);
  }

  deliver(userId: number, event: TRealtimeEvent): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const data = JSON.stringify(event);
    for (const entry of sockets) if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(data);
  }

  private beat(): void {
    for (const sockets of this.byUser.values())
      for (const entry of sockets) {
        if (!entry.alive) {
          entry.socket.terminate();
          continue;
        }
        entry.alive = false;
        entry.socket.ping();
        void this.presence.heartbeat(entry.userId, entry.id).catch(() => undefined);
      }
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const sockets of this.byUser.values())
      for (const entry of sockets) entry.socket.close(1001, 'server stopping');
  }
}
