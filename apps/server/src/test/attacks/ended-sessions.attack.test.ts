import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_CLOSE, type TRealtimeEvent } from '@app/shared';
import { buildApp } from '../../app';
import { connectRedis } from '../../lib/redis-connection';
import { withTimeout } from '../../lib/timeout';
import { redisBus, type EventBus } from '../../realtime/event-bus';
import { inProcessPresence } from '../../realtime/presence';
import { SESSION_RECHECK_MS } from '../../realtime/session-check';
import { startOwnRedis } from '../own-redis';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { authCookieOf, createTestApp, type TestApp } from '../test-app';

/** The machine is slow and shared: a close that is due "at once" may still take a few seconds here. */
const PROMPTLY_MS = 5_000;

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await listen(t.app);
});
afterAll(() => t.close());

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A member's open tab on a server: what it heard, and the code it was closed with. */
async function openTab(cookie: string, on = host) {
  const socket = new WebSocket(`ws://${on}/api/ws`, { headers: { cookie, origin: `http://${on}` } });
  const events: TRealtimeEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as TRealtimeEvent));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const heard = (text: string) => events.some((event) => event.type === 'message' && event.message.body === text);
  return { socket, events, closed, heard };
}
type TTab = Awaited<ReturnType<typeof openTab>>;

const closeCodeOf = (tab: TTab) => withTimeout(tab.closed, PROMPTLY_MS, 'the socket of the ended session to close');

async function waitUntil(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + PROMPTLY_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function write(app: FastifyInstance, from: TPublicMember, to: TPublicMember, body: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie: from.cookie, 'idempotency-key': randomUUID() },
    payload: { to: to.profileId, body },
  });
  return sent.statusCode;
}

/** Anna (the victim whose session ends) with a tab open that hears Bas, and Bas who writes to her. */
async function annaListening(app = t.app, on = host) {
  const anna = await signUpAndConfirm(t, { name: 'Anna' });
  const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
  const tab = await openTab(anna.cookie, on);
  expect(await write(app, bas, anna, 'Before the end')).toBe(201);
  await waitUntil(() => tab.heard('Before the end'), 'the first message on the open tab');
  return { anna, bas, tab };
}

/**
 * Right after the session ended, Bas writes something private (to a banned or deleted member that is
 * refused, 404). The tab is closed with `code`, promptly, and never heard the text.
 */
async function expectEnded(tab: TTab, code: number, bas: TPublicMember, anna: TPublicMember, app = t.app) {
  // Letters only: a random id's digits can form a valid phone number, which the site's contact screening refuses.
  const secret = `Only for Anna ${randomUUID().replace(/\d/gu, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
  expect([201, 404]).toContain(await write(app, bas, anna, secret));
  expect(await closeCodeOf(tab)).toBe(code);
  await t.settle();
  expect(tab.heard(secret)).toBe(false);
}

async function logInAgain(member: TPublicMember): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    payload: { email: member.email, password: member.password },
  });
  expect(answer.statusCode).toBe(200);
  return authCookieOf(answer)!;
}

describe('a socket does not outlive its session', () => {
  it('after logout, the tab of that session is closed at once and reads nothing more; other sessions stay', async () => {
    const { anna, bas, tab } = await annaListening();
    const phone = await openTab(await logInAgain(anna));
    const out = await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: anna.cookie } });
    expect(out.statusCode).toBe(200);
    await expectEnded(tab, REALTIME_CLOSE.SESSION_ENDED, bas, anna);
    await waitUntil(() => phone.events.some((event) => event.type === 'message'), 'the message on the phone');
    phone.socket.close();
  });

  it('after a password change, a thief’s session elsewhere is closed at once; the member’s own stays', async () => {
    const { anna, bas, tab: thief } = await annaListening();
    const ownCookie = await logInAgain(anna);
    const own = await openTab(ownCookie);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { cookie: ownCookie },
      payload: {
        current_password: anna.password,
        new_password: 'a-brand-new-passphrase',
        new_password_repeat: 'a-brand-new-passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(thief, REALTIME_CLOSE.SESSION_ENDED, bas, anna);
    await waitUntil(() => own.events.filter((event) => event.type === 'message').length > 0, 'the own tab');
    expect(own.socket.readyState).toBe(WebSocket.OPEN);
    own.socket.close();
  });

  it('after a password reset by mail, every earlier session’s tab is closed at once', async () => {
    const { anna, bas, tab } = await annaListening();
    await t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: anna.email } });
    const mail = (await t.deliverMails()).find((entry) => entry.to === anna.email);
    const token = /reset-password\/do\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/password-reset.php',
      payload: { token, password: 'a-reset-passphrase-9' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(tab, REALTIME_CLOSE.SESSION_ENDED, bas, anna);
  });

  it('after a ban from the console, the member’s tab is closed as banned, and a new one is refused as banned', async () => {
    const { anna, bas, tab } = await annaListening();
    const moderator = await t.staffLogin('moderator');
    const ban = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ban.php',
      headers: { cookie: moderator.cookie },
      payload: { user: anna.userId, reason: 'harassment' },
    });
    expect(ban.statusCode).toBe(200);
    await expectEnded(tab, REALTIME_CLOSE.BANNED, bas, anna);
    // Not 1011: a tab told "internal error" would try again and again.
    const retry = new WebSocket(`ws://${host}/api/ws`, { headers: { cookie: anna.cookie, origin: `http://${host}` } });
    const code = await withTimeout(
      new Promise<number>((resolve) => retry.once('close', (closed) => resolve(closed))),
      PROMPTLY_MS,
      'the refused socket',
    );
    expect(code).toBe(REALTIME_CLOSE.BANNED);
  });

  it('after the member deletes the account, its tab is closed as deleted at once', async () => {
    const { anna, bas, tab } = await annaListening();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie: anna.cookie },
      payload: { password: anna.password },
    });
    expect(deleted.statusCode).toBe(200);
    await expectEnded(tab, REALTIME_CLOSE.ACCOUNT_DELETED, bas, anna);
  });

  it('when the news of an ended session is lost, the next event after a few seconds closes the tab instead', async () => {
    const { anna, bas, tab } = await annaListening();
    // The bus drops the news (Redis away at that moment); the session still ends in the database.
    const bus = t.app.deps.events;
    const publish = bus.publishSessionsEnded.bind(bus);
    bus.publishSessionsEnded = async () => undefined;
    try {
      await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie: anna.cookie } });
      await t.settle();
    } finally {
      bus.publishSessionsEnded = publish;
    }
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
    // Real time, not the app's clock: the hub's verdict on a session is trusted for this long at most.
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 500));
    await expectEnded(tab, REALTIME_CLOSE.SESSION_ENDED, bas, anna);
  });
});

describe('across processes', () => {
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  const processes: Array<{ app: FastifyInstance; events: EventBus; close(): Promise<void> }> = [];
  beforeAll(async () => {
    redis = await startOwnRedis();
    const channel = `test:${randomUUID()}:realtime:events`;
    // Two servers behind one load balancer: one database, their own sockets, events only through Redis.
    for (let index = 0; index < 2; index++) {
      const connection = connectRedis(redis.url);
      const events = await redisBus(connection, channel);
      const app = await buildApp({ deps: { ...t.app.deps, events, presence: inProcessPresence() } });
      processes.push({
        app,
        events,
        async close() {
          await app.close();
          await events.close();
          connection.disconnect();
        },
      });
    }
  });
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.close()));
    await redis.stop();
  });

  it('a ban made on one server closes the member’s tab held by another server at once', async () => {
    const [consoleServer, memberServer] = processes.map((process) => process.app) as [FastifyInstance, FastifyInstance];
    const memberHost = await listen(memberServer);
    const { anna, bas, tab } = await annaListening(consoleServer, memberHost);
    const moderator = await t.staffLogin('moderator');
    const ban = await consoleServer.inject({
      method: 'POST',
      url: '/api/admin/ban.php',
      headers: { cookie: moderator.cookie },
      payload: { user: anna.userId, reason: 'fraud' },
    });
    expect(ban.statusCode).toBe(200);
    await expectEnded(tab, REALTIME_CLOSE.BANNED, bas, anna, consoleServer);
  });
});
