import { tintedPortrait } from '../fixture-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TRealtimeEvent } from '@app/shared';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';
import { uploadAs } from './api-calls';
import { memberRequests } from './victim-world';

/**
 * Issue 16, item 4: blocking hides the blocker completely. Adam writes to Beatrix; she blocks him. From
 * then on nothing of her may reach him – not on the chat list, not in the conversation's header, not as
 * "is typing…", a read receipt or an online dot – and nothing of him reaches her. A member who deleted
 * the account leaves their partners with "deleted member" and no photo.
 */

let t: TestApp;
let base: string;
let adam: TPublicMember;
let beatrix: TPublicMember;
let carla: TPublicMember;
let withBeatrix: number;
let withCarla: number;
/** Everything of Beatrix's and Carla's that must not leak once they are gone for Adam. */
const traces: Record<'beatrix' | 'carla', string[]> = { beatrix: [], carla: [] };

/** A member's portrait in a colour of their own. */
const picture = (colour: string) => tintedPortrait(colour);

/** A member's tab over the real socket, with every event it received. */
async function connect(cookie: string) {
  const socket = new WebSocket(`ws://${base}/api/ws`, { headers: { cookie, origin: `http://${base}` } });
  const events: TRealtimeEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as TRealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  /** Events the server sent before this are in `events` once the answer to a ping is (one ordered stream). */
  const drain = async () => {
    const pongs = events.filter((event) => event.type === 'pong').length;
    socket.send(JSON.stringify({ type: 'ping' }));
    await waitFor((event) => event.type === 'pong' && events.filter((e) => e.type === 'pong').length > pongs);
  };
  const waitFor = async (match: (event: TRealtimeEvent) => boolean) => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  return { socket, events, waitFor, drain };
}

const typingIn = (conversation: number) => JSON.stringify({ type: 'typing', conversation_id: conversation });

/** A member the way they show themselves: a distinctive name and city, and a main photo. */
async function memberWithPhoto(name: string, city: string, colour: string) {
  const member = await signUpAndConfirm(t, { name, city });
  const upload = await uploadAs(t, member.cookie, '/api/photos.php', await picture(colour));
  expect(upload.statusCode, upload.body).toBe(201);
  return member;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { as } = memberRequests(t);
  adam = await signUpAndConfirm(t, { name: 'Adam', gender: 'male', seeking: 'female' });
  beatrix = await memberWithPhoto('Beatrixzwaan', 'Zwolleveen', '#aa3355');
  carla = await memberWithPhoto('Carlamerel', 'Deventerhoek', '#3355aa');

  const opened = await as(adam.cookie).post('/api/messages.php', { to: beatrix.profileId, body: 'Hi Beatrix' });
  expect(opened.statusCode, opened.body).toBe(201);
  withBeatrix = opened.json().conversation.id;
  await as(beatrix.cookie).post('/api/messages.php', { conversation: withBeatrix, body: 'Hi Adam' });
  withCarla = (await as(adam.cookie).post('/api/messages.php', { to: carla.profileId, body: 'Hi Carla' })).json()
    .conversation.id;
  await as(carla.cookie).post('/api/messages.php', { conversation: withCarla, body: 'Hi Adam' });

  // Before anything happens Adam sees both in full: what the attacks below look for is really there.
  const { chats } = (await as(adam.cookie).get('/api/chats.php')).json();
  for (const [who, conversation] of [
    ['beatrix', withBeatrix],
    ['carla', withCarla],
  ] as const) {
    const { profile } = chats.find((chat: { conversation: { id: number } }) => chat.conversation.id === conversation);
    expect(profile).toMatchObject({ name: expect.any(String), online_recently: true });
    expect(profile.main_image).not.toBeNull();
    traces[who] = [profile.name, profile.city, profile.main_image.filename, profile.main_image.thumb_filename];
  }
  expect(traces.beatrix).toEqual(expect.arrayContaining(['Beatrixzwaan', 'Zwolleveen']));

  const blocked = await as(beatrix.cookie).post('/api/block.php', { id: adam.profileId });
  expect(blocked.statusCode, blocked.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('blocking hides the blocker completely', () => {
  it('the blocked member’s chat list keeps the conversation with an anonymous "unavailable" partner', async () => {
    const answer = await memberRequests(t).as(adam.cookie).get('/api/chats.php');
    expect(answer.statusCode).toBe(200);
    const entry = answer
      .json()
      .chats.find((chat: { conversation: { id: number } }) => chat.conversation.id === withBeatrix);
    expect(entry.profile).toEqual({ id: beatrix.profileId, availability: 'unavailable' });
    for (const trace of traces.beatrix) expect(answer.body).not.toContain(trace);
  });

  it('the blocked member opening the conversation (by id or by member) sees nothing of the blocker', async () => {
    const { as } = memberRequests(t);
    for (const url of [
      `/api/messages.php?conversation=${withBeatrix}`,
      `/api/messages.php?member=${beatrix.profileId}`,
    ]) {
      const answer = await as(adam.cookie).get(url);
      expect(answer.statusCode, url).toBe(200);
      const { profile } = answer.json();
      expect(profile).toEqual({
        id: beatrix.profileId,
        availability: 'unavailable',
        blocked: true,
        blocked_by_me: false,
      });
      expect(answer.json().other_last_read_message_id).toBe(0);
      for (const trace of traces.beatrix) expect(answer.body, url).not.toContain(trace);
    }
  });

  it('the blocker is rid of the conversation, and sees nothing of the blocked member when opening it', async () => {
    const { as } = memberRequests(t);
    const list = (await as(beatrix.cookie).get('/api/chats.php')).json();
    expect(list.chats.map((chat: { conversation: { id: number } }) => chat.conversation.id)).not.toContain(withBeatrix);
    expect(list.unread_total).toBe(0);
    const opened = await as(beatrix.cookie).get(`/api/messages.php?conversation=${withBeatrix}`);
    expect(opened.json().profile).toEqual({
      id: adam.profileId,
      availability: 'unavailable',
      blocked: true,
      blocked_by_me: true,
    });
    expect(opened.body).not.toContain('"Adam"');
  });

  it('typing over the real socket reaches nobody across the block, in either direction', async () => {
    const adamTab = await connect(adam.cookie);
    const adamOtherTab = await connect(adam.cookie);
    const beatrixTab = await connect(beatrix.cookie);
    const carlaTab = await connect(carla.cookie);
    adamTab.socket.send(typingIn(withBeatrix));
    beatrixTab.socket.send(typingIn(withBeatrix));
    // Sent after those: once Carla hears Adam typing, the server has already decided about the two above.
    adamOtherTab.socket.send(typingIn(withCarla));
    await carlaTab.waitFor((event) => event.type === 'typing' && event.conversation_id === withCarla);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([adamTab.drain(), beatrixTab.drain()]);
    expect(beatrixTab.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(adamTab.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(adamOtherTab.events.filter((event) => event.type === 'typing')).toEqual([]);
    [adamTab, adamOtherTab, beatrixTab, carlaTab].forEach((tab) => tab.socket.close());
  });

  it('the blocker reading the conversation sends the blocked member no read receipt (no presence)', async () => {
    const adamTab = await connect(adam.cookie);
    const read = await memberRequests(t).as(beatrix.cookie).post('/api/chat-read.php', { conversation: withBeatrix });
    expect(read.statusCode, read.body).toBe(200);
    await t.settle();
    await adamTab.drain();
    expect(adamTab.events.filter((event) => event.type === 'read')).toEqual([]);
    const history = (
      await memberRequests(t).as(adam.cookie).get(`/api/messages.php?conversation=${withBeatrix}`)
    ).json();
    expect(history.other_last_read_message_id).toBe(0);
    adamTab.socket.close();
  });

  it('a member who deleted the account shows as "deleted member" without photo, in the list and the header', async () => {
    const { as } = memberRequests(t);
    const deleted = await as(carla.cookie).delete('/api/user.php', { password: carla.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = await as(adam.cookie).get('/api/chats.php');
    const entry = list
      .json()
      .chats.find((chat: { conversation: { id: number } }) => chat.conversation.id === withCarla);
    expect(entry.profile).toEqual({ id: carla.profileId, availability: 'deleted' });
    const opened = await as(adam.cookie).get(`/api/messages.php?conversation=${withCarla}`);
    expect(opened.json().profile).toEqual({
      id: carla.profileId,
      availability: 'deleted',
      blocked: false,
      blocked_by_me: false,
    });
    for (const trace of traces.carla) {
      expect(list.body).not.toContain(trace);
      expect(opened.body).not.toContain(trace);
    }
  });
});
