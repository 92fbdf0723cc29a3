import WebSocket from 'ws';
import type { Disruptions } from './disruptions';
import type { Failures } from './failures';
import type { LoadBalancer } from './load-balancer';
import type { MemberSession } from './member-session';
import { percentile } from './request-stats';
import type { RunClock } from './timeline';

/** What the web app does (features/chat/realtime/realtime-socket.ts): a ping every 25 s, a pong expected. */
const PING_EVERY_MS = 25_000;
const FIRST_PONG_WITHIN_MS = 10_000;
const DELIVERY_WITHIN_MS = 10_000;
const ARRIVALS_KEPT_MS = 120_000;

/**
 * A member's open tab: one socket on /api/ws through the load balancer, reconnecting (to whichever backend
 * is up) when it drops. `verified` once the server answered a ping, i.e. the session was accepted.
 */
export class MemberSocket {
  private socket: WebSocket | null = null;
  private stopped = true;
  private pingTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private answeredSincePing = true;
  /** Bumped at every new connection: a message expected on one connection is not expected on the next. */
  connection = 0;
  verified = false;
  backend = '';
  reconnects = 0;
  events = 0;
  readonly arrived = new Map<number, number>();

  constructor(
    private readonly lb: LoadBalancer,
    private readonly session: MemberSession,
    private readonly clock: RunClock,
    private readonly failures: Failures,
    private readonly label: string,
  ) {}

  open(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.drop();
  }

  private drop(): void {
    clearInterval(this.pingTimer);
    this.verified = false;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.terminate();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    const delay = Math.min(1_000 * 2 ** this.attempt, 10_000) * (0.5 + Math.random() / 2);
    this.attempt++;
    this.reconnects++;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.clock.isOver()) return;
    this.drop();
    let slot;
    try {
      slot = await this.lb.pick();
    } catch {
      return this.scheduleReconnect();
    }
    const origin = `http://127.0.0.1:${slot.port}`;
    const socket = new WebSocket(`ws://127.0.0.1:${slot.port}/api/ws`, {
      headers: { ...this.session.baseHeaders(), origin },
      handshakeTimeout: 10_000,
    });
    this.socket = socket;
    this.backend = slot.label;
    const connection = ++this.connection;
    socket.on('open', () => {
      this.answeredSincePing = false;
      socket.send(JSON.stringify({ type: 'ping' }));
      const firstPong = setTimeout(() => {
        if (this.socket === socket && !this.verified) {
          this.failures.warn(
            `${this.label}: no pong within ${FIRST_PONG_WITHIN_MS / 1000} s on ${slot.label}; reconnecting`,
          );
          this.drop();
          this.scheduleReconnect();
        }
      }, FIRST_PONG_WITHIN_MS);
      firstPong.unref();
      this.pingTimer = setInterval(() => this.ping(socket), PING_EVERY_MS);
    });
    socket.on('message', (raw) => {
      if (this.socket !== socket) return;
      this.answeredSincePing = true;
      let event: { type?: string; message?: { id?: number } };
      try {
        event = JSON.parse(raw.toString()) as typeof event;
      } catch {
        return;
      }
      this.events++;
      if (event.type === 'pong' && !this.verified && connection === this.connection) {
        this.verified = true;
        this.attempt = 0;
      }
      if (event.type === 'message' && typeof event.message?.id === 'number')
        this.arrived.set(event.message.id, Date.now());
    });
    socket.on('unexpected-response', (_request, response) => {
      this.failures.warn(`${this.label}: socket upgrade on ${slot.label} answered ${response.statusCode}`);
    });
    socket.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ECONNREFUSED') this.lb.markDown(slot, 'socket connection refused');
    });
    socket.on('close', (code, reason) => {
      if (this.socket !== socket) return;
      if (code === 4401 || code === 1008)
        this.failures.add('socket refused', `${this.label} on ${slot.label}: closed ${code} ${reason.toString()}`);
      this.drop();
      this.scheduleReconnect();
    });
  }

  /** Quiet during idle gaps, like every member; a ping left unanswered means a dead connection. */
  private ping(socket: WebSocket): void {
    if (this.socket !== socket || this.clock.gapAt()) return;
    if (!this.answeredSincePing) {
      this.failures.warn(
        `${this.label}: ping unanswered for ${PING_EVERY_MS / 1000} s on ${this.backend}; reconnecting`,
      );
      this.drop();
      this.scheduleReconnect();
      return;
    }
    this.answeredSincePing = false;
    socket.send(JSON.stringify({ type: 'ping' }));
  }

  forgetOldArrivals(now: number): void {
    for (const [id, at] of this.arrived) if (now - at > ARRIVALS_KEPT_MS) this.arrived.delete(id);
  }
}

interface TPending {
  socket: MemberSocket;
  connection: number;
  messageId: number;
  sentAt: number;
  sentAtRun: number;
  description: string;
}

/** Messages sent to members whose tab is open must arrive on their socket. */
export class RealtimeTracker {
  delivered = 0;
  /** Not delivered while the socket reconnected or a deliberate outage lasted. */
  missedExcused = 0;
  missed = 0;
  readonly latencies: number[] = [];
  private readonly pending: TPending[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly clock: RunClock,
    private readonly disruptions: Disruptions,
    private readonly failures: Failures,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.sweep(false), 500);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sweep(true);
  }

  expect(socket: MemberSocket, messageId: number, sentAt: number, description: string): void {
    this.pending.push({
      socket,
      connection: socket.connection,
      messageId,
      sentAt,
      sentAtRun: this.clock.elapsed(),
      description,
    });
  }

  get latency(): { p50: number; p99: number; max: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? NaN };
  }

  private sweep(final: boolean): void {
    const now = Date.now();
    for (let index = this.pending.length - 1; index >= 0; index--) {
      const entry = this.pending[index]!;
      const arrivedAt = entry.socket.arrived.get(entry.messageId);
      if (arrivedAt !== undefined) {
        this.delivered++;
        this.latencies.push(Math.max(0, arrivedAt - entry.sentAt));
      } else if (now - entry.sentAt > DELIVERY_WITHIN_MS || final) {
        const excused =
          entry.socket.connection !== entry.connection ||
          !entry.socket.verified ||
          this.disruptions.touches(entry.sentAtRun, this.clock.elapsed());
        if (excused || (final && now - entry.sentAt <= DELIVERY_WITHIN_MS)) this.missedExcused++;
        else {
          this.missed++;
          this.failures.add(
            'realtime message lost',
            `${entry.description}: message ${entry.messageId} did not arrive on the recipient's open socket within ${DELIVERY_WITHIN_MS / 1000} s`,
          );
        }
      } else continue;
      this.pending.splice(index, 1);
    }
    for (const socket of new Set(this.pending.map((entry) => entry.socket))) socket.forgetOldArrivals(now);
  }
}
