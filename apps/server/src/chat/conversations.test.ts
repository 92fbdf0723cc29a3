import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEND_REFILL_SECONDS, FREE_CHAT_HISTORY_MESSAGES, MESSAGES_PAGE_SIZE } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload,
  });
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

async function conversationOf(messages = 1) {
  const anna = await t.createMember({ name: 'Anna', premium: true, credits: 480 });
  const bas = await t.createMember({ name: 'Bas', gender: 'male', seeking: 'female', credits: 10 });
  const annaCookie = await t.login(anna.email);
  const basCookie = await t.login(bas.email);
  let conversation = 0;
  for (let index = 0; index < messages; index++) {
    // Within the chat send rate, as a member typing writes.
    t.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS);
    conversation = (await send(annaCookie, { to: bas.profileId, body: `Message ${index + 1}` })).json().conversation.id;
  }
  return { anna, bas, annaCookie, basCookie, conversation };
}

describe('conversations', () => {
  it('pages history back by keyset, newest last, and catches up after a given message', async () => {
    const { basCookie, conversation } = await conversationOf(MESSAGES_PAGE_SIZE + 5);
    const latest = (await get(`/api/messages.php?conversation=${conversation}`, basCookie)).json();
    expect(latest.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(latest.has_more).toBe(true);
    expect(latest.messages.at(-1).body).toBe(`Message ${MESSAGES_PAGE_SIZE + 5}`);
    const older = (
      await get(`/api/messages.php?conversation=${conversation}&before=${latest.messages[0].id}`, basCookie)
    ).json();
    expect(older.messages.map((message: { body: string }) => message.body)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Message ${n}`),
    );
    expect(older.has_more).toBe(false);
    const after = latest.messages.at(-3).id;
    const caughtUp = (await get(`/api/messages.php?conversation=${conversation}&after=${after}`, basCookie)).json();
    expect(caughtUp.messages.map((message: { id: number }) => message.id)).toEqual(
      latest.messages.slice(-2).map((message: { id: number }) => message.id),
    );
  });

  it('marks a chat read: unread to zero, and the writer sees the read receipt', async () => {
    const { annaCookie, basCookie, conversation } = await conversationOf(3);
    expect((await get('/api/chats.php', basCookie)).json().unread_total).toBe(3);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: { cookie: basCookie },
      payload: { conversation },
    });
    expect(read.statusCode).toBe(200);
    const chats = (await get('/api/chats.php', basCookie)).json();
    expect(chats.unread_total).toBe(0);
    expect(chats.chats[0].num_unread_messages).toBe(0);
    const annaView = (await get(`/api/messages.php?conversation=${conversation}`, annaCookie)).json();
    expect(annaView.other_last_read_message_id).toBe(annaView.messages.at(-1).id);
  });

  it('removes a chat from the list until a new message arrives; strangers get 404', async () => {
    const { annaCookie, basCookie, bas, conversation } = await conversationOf(1);
    const remove = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/chat.php', headers: { cookie }, payload: { conversation } });
    expect((await remove(basCookie)).statusCode).toBe(200);
    expect((await get('/api/chats.php', basCookie)).json().chats).toEqual([]);
    await send(annaCookie, { to: bas.profileId, body: 'Are you there?' });
    const back = (await get('/api/chats.php', basCookie)).json();
    expect(back.chats).toHaveLength(1);
    expect(back.chats[0].num_unread_messages).toBe(1);

    const stranger = await t.createMember();
    const strangerCookie = await t.login(stranger.email);
    expect((await remove(strangerCookie)).statusCode).toBe(404);
    expect((await get(`/api/messages.php?conversation=${conversation}`, strangerCookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/chats.php' })).statusCode).toBe(403);
  });

  it('shows free members the latest messages only; older history needs premium (chat_history_limit)', async () => {
    const { anna, bas, basCookie, annaCookie, conversation } = await conversationOf(1);
    // A long history, written straight into the table (sending 200 messages one by one is slow).
    await t.db
      .insertInto('messages')
      .values(
        Array.from({ length: FREE_CHAT_HISTORY_MESSAGES + 10 }, (_, index) => ({
          conversation_id: conversation,
          sender_id: index % 2 ? anna.profileId : bas.profileId,
          kind: 'text' as const,
          body: `Old ${index}`,
          idempotency_key: null,
          gift_key: null,
          chat_photo_id: null,
          created_at: new Date(),
        })),
      )
      .execute();
    const first = (await get(`/api/messages.php?conversation=${conversation}`, basCookie)).json();
    let before = first.messages[0].id;
    let answer;
    for (let page = 1; page < 20; page++) {
      answer = await get(`/api/messages.php?conversation=${conversation}&before=${before}`, basCookie);
      if (answer.statusCode !== 200) break;
      before = answer.json().messages[0].id;
    }
    expect(answer!.statusCode).toBe(403);
    expect(answer!.json().error).toBe('chat_history_limit');
    // The premium member reads it all.
    const all = await get(`/api/messages.php?conversation=${conversation}&before=${before}`, annaCookie);
    expect(all.statusCode).toBe(200);
  });

  it('opens a chat by member before the first message, with costs and free conversations left', async () => {
    const member = await t.createMember({ credits: 3 });
    const other = await t.createMember({ gender: 'male' });
    const answer = (await get(`/api/messages.php?member=${other.profileId}`, await t.login(member.email))).json();
    expect(answer).toMatchObject({
      conversation: null,
      messages: [],
      profile: { id: other.profileId, blocked: false },
      costs: { text: 1, currency: 'EUR' },
      free_conversations_left: 2,
      free_chat_limit_reached: false,
    });
  });

  it('gives the real price of a message to this member, with what it is worth in the writer’s currency', async () => {
    const dutch = await t.createMember({ credits: 3 });
    const cookie = await t.login(dutch.email);
    const british = await t.createMember({ gender: 'male', country: 'GB', region: 'GB-ENG', city: 'London' });
    const local = await t.createMember({ gender: 'male' });
    // The dearest credit in euros: 20 credits for 9.99 (the smallest package).
    expect((await get(`/api/messages.php?member=${local.profileId}`, cookie)).json().costs).toMatchObject({
      text: 1,
      text_value: { cents: 50, currency: 'EUR' },
    });
    // A member in the United Kingdom is written to at the country's minimum of 2 credits.
    const toBritain = (await get(`/api/messages.php?member=${british.profileId}`, cookie)).json().costs;
    expect(toBritain).toMatchObject({ text: 2, text_value: { cents: 100, currency: 'EUR' } });
    const sent = await send(cookie, { to: british.profileId, body: 'Hello London' });
    expect(sent.json().credits).toBe(3 - toBritain.text);
  });

  it('tells before anything is typed that a free member cannot start one more conversation', async () => {
    const member = await t.createMember({ credits: 10 });
    const cookie = await t.login(member.email);
    const others = await Promise.all([1, 2, 3].map(() => t.createMember({ gender: 'male' })));
    for (const other of others.slice(0, 2)) {
      t.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS);
      await send(cookie, { to: other.profileId, body: 'Hi' });
    }
    const third = (await get(`/api/messages.php?member=${others[2]!.profileId}`, cookie)).json();
    expect(third).toMatchObject({ free_chat_limit_reached: true, free_conversations_left: 0 });
    expect((await send(cookie, { to: others[2]!.profileId, body: 'Hi' })).json().error).toBe('free_chat_limit');
    // The conversations already started stay open.
    expect((await get(`/api/messages.php?member=${others[0]!.profileId}`, cookie)).json().free_chat_limit_reached).toBe(
      false,
    );
  });
});
