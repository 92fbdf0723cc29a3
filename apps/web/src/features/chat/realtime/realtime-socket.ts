import { isSessionOverClose, type TClientEvent, type TRealtimeEvent, type ZRealtimeEvent } from '@app/shared';
import { reconnectDelay } from './backoff';

/** A ping keeps proxies from closing an idle socket and shows a dead one: no answer by the next ping. */
export const PING_INTERVAL_MS = 25_000;

/** The part of the browser's WebSocket the client uses (tests give a fake). */
export interface TSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const CONNECTING = 0;
const OPEN = 1;

type TEventSchema = typeof ZRealtimeEvent;

/**
 * The events' schema arrives with the first event: opening the chat does not download zod before anything
 * happened (issue 19 item 5: a member's first visit of /chats within 140 KB).
 */
const loadEventSchema = (): Promise<TEventSchema> =>
  import('@app/shared/schemas/chat').then((module) => module.ZRealtimeEvent);

export interface TRealtimeSocketOptions {
  url: string;
  onEvent(event: TRealtimeEvent): void;
  /** After the socket opened; `reconnected` when an earlier connection was lost, so events may be missed. */
  onOpen?(info: { reconnected: boolean }): void;
  /** The socket closed; a REALTIME_CLOSE code means the session is over (ended, banned, deleted). */
  onClose?(code: number): void;
  createSocket?(url: string): TSocketLike;
  random?(): number;
  /** Loads the events' schema (tests count the loads). */
  loadSchema?(): Promise<TEventSchema>;
}

/** The address of the realtime channel on this page's host: wss: for https pages, ws: otherwise. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;
}

/**
 * One WebSocket to /api/ws that stays up: it reconnects with growing, jittered delays, pings every 25 s,
 * gives up a socket that stopped answering, and hands over only events that match the schema. A close
 * that says the session is over stops it for good: a new socket would only be refused again.
 */
export class RealtimeSocket {
  private socket: TSocketLike | null = null;
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private answeredSincePing = true;
  private schema: Promise<TEventSchema> | null = null;
  /** Events are handed over in the order they came, each after the ones before it. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(private readonly options: TRealtimeSocketOptions) {}

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.drop();
  }

  /** Connects at once when waiting to reconnect (the network came back, the tab became visible). */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  /** Settles once every event received so far has been handed over (or dropped). */
  idle(): Promise<void> {
    return this.delivery;
  }

  /** Sends when connected; false when not (the event is simply lost, as typing notices may be). */
  send(event: TClientEvent): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(event));
    return true;
  }

  private connect(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: TSocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.answeredSincePing = true;
      this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
      this.options.onOpen?.({ reconnected });
    };
    socket.onmessage = (message) => {
      this.answeredSincePing = true;
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      this.delivery = this.delivery.then(() => this.handOver(socket, data));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.drop();
      if (isSessionOverClose(event.code)) this.stopped = true;
      this.options.onClose?.(event.code);
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close always follows an error; reconnecting happens there.
    };
  }

  /** Hands over an event that matches the schema, unless its socket was dropped meanwhile. */
  private async handOver(socket: TSocketLike, data: unknown): Promise<void> {
    let schema: TEventSchema;
    try {
      schema = await (this.schema ??= (this.options.loadSchema ?? loadEventSchema)());
    } catch {
      // The chunk did not arrive (offline, a new version): this event is lost, as on a dropped socket; the
      // next one tries again, and the polling catches up meanwhile.
      this.schema = null;
      return;
    }
    if (this.socket !== socket) return;
    const parsed = schema.safeParse(data);
    if (parsed.success && parsed.data.type !== 'pong') this.options.onEvent(parsed.data);
  }

  private ping(): void {
    if (!this.answeredSincePing) {
      // No pong (nor anything else) since the last ping: the connection is dead even if no close came.
      this.drop();
      this.options.onClose?.(1006);
      this.scheduleReconnect();
      return;
    }
    this.answeredSincePing = false;
    this.send({ type: 'ping' });
  }

  /** Forgets the current socket without hearing from it again. */
  private drop(): void {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    // Closing a socket still connecting makes the browser log an error (at every logout); it closes
    // as soon as it opens instead, and nothing it says is heard.
    if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(1000);
    else if (socket.readyState === OPEN) socket.close(1000);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}
