import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, type TRealtimeEvent, ZRealtimeEvent } from '@app/shared';
import { PING_INTERVAL_MS, RealtimeSocket, realtimeUrl, type TSocketLike } from './realtime-socket';

class FakeSocket implements TSocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: TSocketLike['onopen'] = null;
  onmessage: TSocketLike['onmessage'] = null;
  onclose: TSocketLike['onclose'] = null;
  onerror: TSocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  lose(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setup(loadSchema: () => Promise<typeof ZRealtimeEvent> = () => Promise.resolve(ZRealtimeEvent)) {
  const sockets: FakeSocket[] = [];
  const events: TRealtimeEvent[] = [];
  const opens: boolean[] = [];
  const closes: number[] = [];
  const client = new RealtimeSocket({
    url: 'ws://example.test/api/ws',
    onEvent: (event) => events.push(event),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    onClose: (code) => closes.push(code),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    loadSchema,
  });
  return { client, sockets, events, opens, closes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime socket', () => {
  it('connects to /api/ws on the page’s host, wss: on https pages', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'amora.example' })).toBe('wss://amora.example/api/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/ws');
  });

  it('hands over events that match the schema and ignores the rest', async () => {
    const { client, sockets, events } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'credits', credits: 4 });
    sockets[0]!.receive({ type: 'credits', credits: 'four' });
    sockets[0]!.receive({ type: 'unknown' });
    sockets[0]!.receive('not json');
    sockets[0]!.receive({ type: 'pong' });
    await client.idle();
    expect(events).toEqual([{ type: 'credits', credits: 4 }]);
  });

  it('loads the events’ schema with the first event, not before, and keeps the events’ order meanwhile', async () => {
    let loads = 0;
    let arrive = (_schema: typeof ZRealtimeEvent) => {};
    const schemaArrives = new Promise<typeof ZRealtimeEvent>((resolve) => (arrive = resolve));
    const { client, sockets, events } = setup(() => {
      loads += 1;
      return schemaArrives;
    });
    client.start();
    sockets[0]!.open();
    expect(loads).toBe(0);
    sockets[0]!.receive({ type: 'credits', credits: 1 });
    sockets[0]!.receive({ type: 'credits', credits: 2 });
    expect(events).toEqual([]);
    arrive(ZRealtimeEvent);
    sockets[0]!.receive({ type: 'credits', credits: 3 });
    await client.idle();
    expect(events.map((event) => event.type === 'credits' && event.credits)).toEqual([1, 2, 3]);
    expect(loads).toBe(1);
  });

  it('drops an event whose schema could not be loaded and tries again with the next one', async () => {
    let loads = 0;
    const { client, sockets, events } = setup(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve(ZRealtimeEvent);
    });
    client.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'credits', credits: 1 });
    await client.idle();
    sockets[0]!.receive({ type: 'credits', credits: 2 });
    await client.idle();
    expect(events).toEqual([{ type: 'credits', credits: 2 }]);
    expect(loads).toBe(2);
  });

  it('loads the shipped schema module', async () => {
    const client = new RealtimeSocket({ url: 'ws://example.test/api/ws', onEvent: () => undefined });
    expect(client).toBeTruthy();
    const { ZRealtimeEvent: loaded } = await import('@app/shared/schemas/chat');
    expect(loaded).toBe(ZRealtimeEvent);
  });

  it('reconnects with growing delays and reports the reconnect, so the app catches up', () => {
    const { client, sockets, opens } = setup();
    client.start();
    sockets[0]!.open();
    expect(opens).toEqual([false]);
    sockets[0]!.lose();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.lose();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(opens).toEqual([false, true]);
    // A successful connection starts the delays over.
    sockets[2]!.lose();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('pings every 25 s and gives up a socket that stopped answering', () => {
    const { client, sockets, closes } = setup();
    client.start();
    sockets[0]!.open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    sockets[0]!.receive({ type: 'pong' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(sockets[0]!.sent).toHaveLength(2);
    // No pong this time: at the next ping the socket is dropped and a new one follows.
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(closes).toEqual([1006]);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('sends only while connected', () => {
    const { client, sockets } = setup();
    client.start();
    expect(client.send({ type: 'typing', conversation_id: 3 })).toBe(false);
    sockets[0]!.open();
    expect(client.send({ type: 'typing', conversation_id: 3 })).toBe(true);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'typing', conversation_id: 3 })]);
  });

  it('stops for good: no reconnect after stop, and reconnectNow skips the wait', () => {
    const { client, sockets } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.lose();
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    client.stop();
    // Still connecting: closed once it opens (closing it now makes the browser log an error).
    expect(sockets[1]!.closedWith).toBeUndefined();
    sockets[1]!.open();
    expect(sockets[1]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('closes an open socket at once when stopped, and hears nothing from it after', async () => {
    const { client, sockets, events } = setup();
    client.start();
    sockets[0]!.open();
    client.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.receive({ type: 'pong' });
    await client.idle();
    expect(events).toEqual([]);
  });

  it.each(Object.values(REALTIME_CLOSE))(
    'stays closed after %i: the session is over, a new socket is refused',
    (code) => {
      const { client, sockets, closes } = setup();
      client.start();
      sockets[0]!.open();
      sockets[0]!.lose(code);
      expect(closes).toEqual([code]);
      vi.advanceTimersByTime(600_000);
      client.reconnectNow();
      expect(sockets).toHaveLength(1);
    },
  );
});
