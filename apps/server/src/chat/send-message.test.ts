import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MEMBER_CONVERSATION_LIMIT } from '@app/shared';
import { signUpAndConfirm } from '../test/public-members';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (cookie: string, payload: object, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) =>
  t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { cookie, ...headers }, payload });

async function pair(senderOverrides: Parameters<TestApp['createMember']>[0] = {}) {
  const sender = await t.createMember({ name: 'Sanne', credits: 20, ...senderOverrides });
  const recipient = await t.createMember({ name: 'Ruben', gender: 'male', seeking: 'female' });
  return { sender, recipient, cookie: await t.login(sender.email), recipientCookie: await t.login(recipient.email) };
}

describe('sending messages', () => {
  it('delivers a text, opens the conversation for both, and charges the site price', async () => {
    const { sender, recipient, cookie, recipientCookie } = await pair();
    const answer = await send(cookie, { to: recipient.profileId, body: '  Hi Ruben, coffee sometime?  ' });
    expect(answer.statusCode).toBe(201);
    const { message, conversation, credits } = answer.json();
    expect(message).toMatchObject({ kind: 'text', body: 'Hi Ruben, coffee sometime?', sender_id: sender.profileId });
    expect(credits).toBe(19);

    const chats = (await t.app.inject({ url: '/api/chats.php', headers: { cookie: recipientCookie } })).json();
    expect(chats.unread_total).toBe(1);
    expect(chats.chats).toEqual([
      expect.objectContaining({
        conversation: { id: conversation.id },
        num_unread_messages: 1,
        profile: expect.objectContaining({ id: sender.profileId, name: 'Sanne' }),
        last_message: expect.objectContaining({ id: message.id }),
      }),
    ]);
  });

  it("raises a message's price to the minimum of the recipient's country, and prices gifts and photos", async () => {
    // Premium by the smallest package: its 20 credits.
    const sender = await t.createMember({ premium: true });
    const british = await t.createMember({ gender: 'male', country: 'GB', region: 'GB-ENG', city: 'London' });
    const cookie = await t.login(sender.email);
    const history = await t.app.inject({ url: `/api/messages.php?member=${british.profileId}`, headers: { cookie } });
    expect(history.json().costs).toEqual({
      text: 2,
      gift: 3,
      photo: 2,
      currency: 'GBP',
      text_value: { cents: 100, currency: 'EUR' },
    });
    expect((await send(cookie, { to: british.profileId, body: 'Hello from Utrecht' })).json().credits).toBe(18);

    const gifts = (await t.app.inject({ url: '/api/gifts.php', headers: { cookie } })).json().gifts;
    expect(gifts.length).toBeGreaterThanOrEqual(10);
    expect(gifts[0]).toMatchObject({ key: 'rose', name: 'Rose', credits: 3, image: 'gifts/rose.svg' });
    const gift = await send(cookie, { to: british.profileId, kind: 'gift', gift: 'rose', body: 'For you' });
    expect(gift.statusCode).toBe(201);
    expect(gift.json().message.gift).toEqual({ key: 'rose', name: 'Rose', image: 'gifts/rose.svg' });
    expect(gift.json().credits).toBe(15);
    expect((await send(cookie, { to: british.profileId, kind: 'gift', gift: 'unicorn' })).statusCode).toBe(400);
  });

  it('refuses without credits (402), keeping nothing of the message', async () => {
    const { recipient, cookie, sender } = await pair({ credits: 0 });
    const answer = await send(cookie, { to: recipient.profileId, body: 'Free?' });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({ error: 'insufficient_credits', message: expect.stringMatching(/credits/) });
    const stored = await t.db.selectFrom('messages').select('id').where('sender_id', '=', sender.profileId).execute();
    expect(stored).toEqual([]);
    const conversations = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('started_by', '=', sender.profileId)
      .execute();
    expect(conversations).toEqual([]);
  });

  it('lets an unconfirmed member write first but not reply until the e-mail is confirmed', async () => {
    const waiting = await t.createMember({ status: 'not_confirmed', credits: 5 });
    const other = await t.createMember({ gender: 'male', credits: 5 });
    const waitingCookie = await t.login(waiting.email);
    const first = await send(waitingCookie, { to: other.profileId, body: 'Hi there' });
    expect(first.statusCode).toBe(201);
    await send(await t.login(other.email), { to: waiting.profileId, body: 'Hello you' });
    const reply = await send(waitingCookie, { conversation: first.json().conversation.id, body: 'How are you?' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('email_not_confirmed');
  });

  it('lets a confirmed member answer a real signup that has not confirmed yet', async () => {
    const waiting = await signUpAndConfirm(t, { name: 'Wanda' }, { confirm: false });
    const other = await signUpAndConfirm(t, { name: 'Otis', gender: 'male', seeking: 'female' });
    const first = await send(waiting.cookie, { to: other.profileId, body: 'Hi there' });
    expect(first.statusCode).toBe(201);
    const chats = (await t.app.inject({ url: '/api/chats.php', headers: { cookie: other.cookie } })).json();
    expect(chats.chats[0]).toMatchObject({
      conversation: { id: first.json().conversation.id },
      num_unread_messages: 1,
    });
    const answer = await send(other.cookie, { conversation: first.json().conversation.id, body: 'Hello you' });
    expect(answer.statusCode).toBe(201);
    // The unconfirmed member still cannot reply until the address is confirmed.
    const reply = await send(waiting.cookie, { conversation: first.json().conversation.id, body: 'How are you?' });
    expect(reply.json().error).toBe('email_not_confirmed');
  });

  it('refuses members blocked either way', async () => {
    const { sender, recipient, cookie, recipientCookie } = await pair();
    await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: recipientCookie },
      payload: { id: sender.profileId },
    });
    const answer = await send(cookie, { to: recipient.profileId, body: 'Still there?' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('blocked');
    expect((await send(recipientCookie, { to: sender.profileId, body: 'Bye' })).json().error).toBe('blocked');
  });

  it(`lets a free member start ${FREE_MEMBER_CONVERSATION_LIMIT} conversations, premium members more`, async () => {
    const free = await t.createMember({ credits: 20 });
    const premium = await t.createMember({ premium: true });
    const others = await Promise.all([1, 2, 3].map(() => t.createMember({ gender: 'male', credits: 5 })));
    const freeCookie = await t.login(free.email);
    for (const other of others.slice(0, FREE_MEMBER_CONVERSATION_LIMIT))
      expect((await send(freeCookie, { to: other.profileId, body: 'Hi' })).statusCode).toBe(201);
    const third = await send(freeCookie, { to: others[2]!.profileId, body: 'Hi' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ error: 'free_chat_limit', message: expect.stringContaining('2') });
    // Answering someone who wrote first is always possible.
    await send(await t.login(others[2]!.email), { to: free.profileId, body: 'Hello!' });
    expect((await send(freeCookie, { to: others[2]!.profileId, body: 'Hi back' })).statusCode).toBe(201);
    const premiumCookie = await t.login(premium.email);
    for (const other of others)
      expect((await send(premiumCookie, { to: other.profileId, body: 'Hi' })).statusCode).toBe(201);
  });

  it('refuses bad input: too long, no idempotency key, nobody, yourself, a stranger’s conversation', async () => {
    const { sender, recipient, cookie } = await pair();
    const site = await t.db
      .selectFrom('sites')
      .select('message_length')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const long = await send(cookie, { to: recipient.profileId, body: 'x'.repeat(site.message_length + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'message_too_long' });
    expect((await send(cookie, { to: recipient.profileId, body: 'Hi' }, {})).json().error).toBe('invalid_input');
    expect((await send(cookie, { to: recipient.profileId, body: '   ' })).json().error).toBe('invalid_input');
    expect((await send(cookie, { to: 99_999_999, body: 'Hi' })).statusCode).toBe(404);
    expect((await send(cookie, { to: sender.profileId, body: 'Hi me' })).statusCode).toBe(400);
    const stranger = await pair();
    const theirs = await send(stranger.cookie, { to: stranger.recipient.profileId, body: 'Private' });
    expect((await send(cookie, { conversation: theirs.json().conversation.id, body: 'Intruding' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { to: 1, body: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('sends an uploaded photo as a message at the photo price; the recipient sees it', async () => {
    const sharp = (await import('sharp')).default;
    const { recipient, cookie, recipientCookie } = await pair({ premium: true, credits: 0 });
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const boundary = 'chat-photo-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/chat-photos.php',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode).toBe(201);
    const photoId = upload.json().photo.id;
    const sent = await send(cookie, { to: recipient.profileId, kind: 'photo', photo: photoId });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().credits).toBe(18);
    const seen = await t.app.inject({
      url: `/api/messages.php?conversation=${sent.json().conversation.id}`,
      headers: { cookie: recipientCookie },
    });
    expect(seen.json().messages[0].photo.filename).toMatch(/^u\/.+\.jpg$/);
    // Someone else's upload cannot be sent.
    const other = await pair({ premium: true, credits: 0 });
    expect(
      (await send(other.cookie, { to: other.recipient.profileId, kind: 'photo', photo: photoId })).statusCode,
    ).toBe(400);
  });
});
