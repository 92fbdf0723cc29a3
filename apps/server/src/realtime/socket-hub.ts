import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, type TRealtimeCloseCode, type TRealtimeEvent } from '@app/shared';
import type { TSessionState } from '../auth/session-state';
import type { EventBus, TSessionEndReason, TSessionsEnded } from './event-bus';
import { PRESENCE_HEARTBEAT_MS, type Presence } from './presence';
import { SessionCheck } from './session-check';

interface TSocket {
  id: string;
  userId: number;
  /** The session the socket was opened with: when it ends, the socket closes. */
  sessionId: number;
  socket: WebSocket;
  alive: boolean;
  /** Deliveries wait for their session check one after another, so events keep their order. */
  queue: Promise<void>;
}

const CLOSE_CODE_OF: Record<TSessionEndReason, TRealtimeCloseCode> = {
  ended: REALTIME_CLOSE.SESSION_ENDED,
  banned: REALTIME_CLOSE.BANNED,
  deleted: REALTIME_CLOSE.ACCOUNT_DELETED,
};

/**
 * The sockets this process holds, by member. Events from the bus (this process's or, with Redis, any
 * process's) go to every open tab of their member; a heartbeat closes dead sockets and keeps presence.
 * A socket lives only as long as its session: ended sessions close their sockets at once (bus), and every
 * delivery re-checks the session (`SessionCheck`), so a lost bus event leaks for seconds at most.
 */
export class SocketHub {
  private readonly byUser = new Map<number, Set<TSocket>>();
  private readonly unsubscribe: Array<() => void>;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessions: SessionCheck;

  constructor(
    bus: EventBus,
    private readonly presence: Presence,
    private readonly log: { warn(object: unknown, message: string): void },
    checkSession: (sessionId: number) => Promise<TSessionState>,
  ) {
    this.sessions = new SessionCheck(checkSession);
    this.unsubscribe = [
      bus.subscribe((userId, event) => this.deliver(userId, event)),
      bus.onSessionsEnded((ended) => this.endSessions(ended)),
      // Events may have been lost while the bus was away: every tab catches up from the server.
      bus.onResync(() => this.deliverToAll({ type: 'resync' })),
    ];
    this.heartbeat = setInterval(() => this.beat(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get connections(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  add(userId: number, sessionId: number, socket: WebSocket): TSocket {
    const entry: TSocket = { id: randomUUID(), userId, sessionId, socket, alive: true, queue: Promise.resolve() };
    const sockets = this.byUser.get(userId) ?? new Set();
    sockets.add(entry);
    this.byUser.set(userId, sockets);
    socket.on('pong', () => (entry.alive = true));
    socket.on('close', () => this.remove(entry));
    void this.presence.connected(userId, entry.id).catch((error) => this.log.warn({ err: error }, 'presence failed'));
    // The session may have ended between the socket's login and now, its event already gone by.
    this.enqueue(entry, null);
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
    for (const entry of sockets) this.enqueue(entry, data);
  }

  private deliverToAll(event: TRealtimeEvent): void {
    const data = JSON.stringify(event);
    for (const sockets of this.byUser.values()) for (const entry of sockets) this.enqueue(entry, data);
  }

  /** Sends `data` (or only checks, when null) once the socket's session is known to be live. */
  private enqueue(entry: TSocket, data: string | null): void {
    entry.queue = entry.queue.then(async () => {
      if (entry.socket.readyState !== entry.socket.OPEN) return;
      let state: TSessionState;
      try {
        state = await this.sessions.state(entry.sessionId);
      } catch (error) {
        // Unknown is not live: the tab reconnects (and catches up) once the database answers again.
        this.log.warn({ err: error }, 'session check failed');
        entry.socket.close(1011, 'internal_error');
        return;
      }
      if (entry.socket.readyState !== entry.socket.OPEN) return;
      if (state !== 'live') entry.socket.close(CLOSE_CODE_OF[state], state);
      else if (data !== null) entry.socket.send(data);
    });
  }

  /** Closes this process's sockets of sessions that ended anywhere; a ban or deletion closes them all. */
  private endSessions(ended: TSessionsEnded): void {
    for (const sessionId of ended.sessionIds ?? []) this.sessions.ended(sessionId, ended.reason);
    for (const entry of this.byUser.get(ended.userId) ?? []) {
      if (ended.sessionIds && !ended.sessionIds.includes(entry.sessionId)) continue;
      this.sessions.ended(entry.sessionId, ended.reason);
      if (entry.socket.readyState === entry.socket.OPEN) entry.socket.close(CLOSE_CODE_OF[ended.reason], ended.reason);
    }
  }

  private beat(): void {
    this.sessions.prune();
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
    this.unsubscribe.forEach((unsubscribe) => unsubscribe());
    clearInterval(this.heartbeat);
    for (const sockets of this.byUser.values())
      for (const entry of sockets) entry.socket.close(1001, 'server stopping');
  }
}
