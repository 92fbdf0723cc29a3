import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TRealtimeEvent } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

/** A member's tab: the socket and every event it received. */
async function connect(cookie: string, origin = `http://${base}`) {
  const socket = new WebSocket(`ws://${base}/api/ws`, { headers: { cookie, origin } });
  const events: TRealtimeEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as TRealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (match: (event: TRealtimeEvent) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  // The server answers a ping once it knows who the tab is, so after the pong the tab receives events.
  if (socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ type: 'ping' }));
    await waitFor((event) => event.type === 'pong').catch(() => undefined);
  }
  return { socket, events, waitFor };
}

const send = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload,
  });

async function twoMembers() {
  const anna = await t.createMember({ name: 'Anna', credits: 10 });
  const bas = await t.createMember({ name: 'Bas', gender: 'male', seeking: 'female', credits: 10 });
  return { anna, bas, annaCookie: await t.login(anna.email), basCookie: await t.login(bas.email) };
}

describe('realtime', () => {
  it('delivers a message to every tab of both members, with unread totals and the new balance', async () => {
    const { bas, annaCookie, basCookie } = await twoMembers();
    const basTab = await connect(basCookie);
    const basOtherTab = await connect(basCookie);
    const annaTab = await connect(annaCookie);
    const sent = (await send(annaCookie, { to: bas.profileId, body: 'Hi Bas!' })).json();

    for (const tab of [basTab, basOtherTab]) {
      const event = await tab.waitFor((e) => e.type === 'message');
      expect(event).toMatchObject({
        type: 'message',
        message: { id: sent.message.id, body: 'Hi Bas!' },
        unread_total: 1,
      });
    }
    await annaTab.waitFor((e) => e.type === 'message');
    expect(await annaTab.waitFor((e) => e.type === 'credits')).toEqual({ type: 'credits', credits: 9 });
    [basTab, basOtherTab, annaTab].forEach((tab) => tab.socket.close());
  });

  it('passes typing notices and read receipts to the other member only', async () => {
    const { bas, annaCookie, basCookie } = await twoMembers();
    const conversation = (await send(annaCookie, { to: bas.profileId, body: 'Hello' })).json().conversation.id;
    const annaTab = await connect(annaCookie);
    const basTab = await connect(basCookie);
    basTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    expect(await annaTab.waitFor((e) => e.type === 'typing')).toEqual({
      type: 'typing',
      conversation_id: conversation,
      profile_id: bas.profileId,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: { cookie: basCookie },
      payload: { conversation },
    });
    expect(await annaTab.waitFor((e) => e.type === 'read')).toMatchObject({
      conversation_id: conversation,
      reader_id: bas.profileId,
    });
    expect(await basTab.waitFor((e) => e.type === 'read')).toMatchObject({ unread_total: 0 });
    expect(basTab.events.some((e) => e.type === 'typing')).toBe(false);
    annaTab.socket.close();
    basTab.socket.close();
  });

  it('tells a member at once when someone likes them', async () => {
    const { anna, annaCookie, basCookie } = await twoMembers();
    const annaTab = await connect(annaCookie);
    await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: basCookie },
      payload: { id: anna.profileId },
    });
    expect(await annaTab.waitFor((e) => e.type === 'like')).toMatchObject({ type: 'like', match: false });
    annaTab.socket.close();
  });

  it('refuses sockets from another site or without a session', async () => {
    const { annaCookie } = await twoMembers();
    const closedWith = (socket: WebSocket) =>
      new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const foreign = new WebSocket(`ws://${base}/api/ws`, {
      headers: { cookie: annaCookie, origin: 'https://evil.example' },
    });
    expect(await closedWith(foreign)).toBe(1008);
    const anonymous = new WebSocket(`ws://${base}/api/ws`, { headers: { origin: `http://${base}` } });
    expect(await closedWith(anonymous)).toBe(4401);
  });

  it('pushes to a member who is away, without the message text, and not while a tab is open', async () => {
    const { bas, annaCookie, basCookie } = await twoMembers();
    await t.db
      .insertInto('push_subscriptions')
      .values({ user_id: bas.userId, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'key', auth: 'auth' })
      .execute();
    const before = t.pushes.length;
    await send(annaCookie, { to: bas.profileId, body: 'A secret only Bas may read' });
    await t.runJobs();
    expect(t.pushes.length).toBe(before + 1);
    const push = t.pushes.at(-1)!;
    expect(push.payload).toMatchObject({
      body: 'Anna sent you a message.',
      url: expect.stringMatching(/^\/chats\/\d+$/),
      badge: 1,
    });
    expect(JSON.stringify(push.payload)).not.toContain('secret');

    const basTab = await connect(basCookie);
    await send(annaCookie, { to: bas.profileId, body: 'Are you there?' });
    await basTab.waitFor((e) => e.type === 'message' && e.message.body === 'Are you there?');
    await t.runJobs();
    expect(t.pushes.length).toBe(before + 1);
    basTab.socket.close();
  });
});
