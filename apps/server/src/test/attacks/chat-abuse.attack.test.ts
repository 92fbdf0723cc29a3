import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_SEND_BURST, CHAT_SEND_REFILL_SECONDS, FREE_CHAT_HISTORY_MESSAGES } from '@app/shared';
import { translate } from '../../lib/i18n';
import { startOwnRedis } from '../own-redis';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';
import { SAME_SITE, uploadAs } from './api-calls';
import { memberRequests } from './victim-world';

/**
 * A member floods the chat: a burst of messages (texts, gifts, photos) at once, through several
 * processes behind the load balancer, or reads far back into a free conversation's history with
 * whatever paging parameters the call takes. One token bucket per member, shared by every process,
 * refuses the flood with 429 before anything is charged; one window decides what history a free member
 * may read. The app's clock is the test's: it stands still during a burst and moves for a refill.
 */

const t = await createTestApp();
const redis = await startOwnRedis();
const onRedis = await createTestApp({ REDIS_URL: redis.url });
const support = await t.staffLogin('admin');
afterAll(async () => {
  await onRedis.close();
  await redis.stop();
  await t.close();
});

let nextKey = 0;
const send = (app: FastifyInstance, cookie: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { ...SAME_SITE, cookie, 'idempotency-key': `abuse-${++nextKey}-${Date.now()}` },
    payload,
  });

/** Two members the way members come: signup and activation; the sender gets credits from support. */
async function pair(on: TestApp = t, credits = 500) {
  const sender = await signUpAndConfirm(on, { gender: 'male', seeking: 'female' });
  const recipient = await signUpAndConfirm(on);
  const staff = on === t ? support : await on.staffLogin('admin');
  const granted = await on.app.inject({
    method: 'POST',
    url: '/api/admin/grant-credits.php',
    headers: { ...SAME_SITE, cookie: staff.cookie },
    payload: { user: sender.userId, amount: credits, reason: 'chat abuse test' },
  });
  expect(granted.statusCode).toBe(200);
  return { sender, recipient };
}

const balanceOf = async (on: TestApp, member: TPublicMember) =>
  (await on.db.selectFrom('users').select('credits').where('id', '=', member.userId).executeTakeFirstOrThrow()).credits;
const spendsOf = async (on: TestApp, member: TPublicMember) =>
  (await on.db.selectFrom('credit_ledger').select('delta').where('user_id', '=', member.userId).execute()).filter(
    (entry) => entry.delta < 0,
  ).length;
const messagesOf = async (on: TestApp, member: TPublicMember) =>
  (await on.db.selectFrom('messages').select('id').where('sender_id', '=', member.profileId).execute()).length;
const statusesOf = (answers: Array<{ statusCode: number }>) => answers.map((answer) => answer.statusCode);

describe('a burst of messages', () => {
  it('beyond the burst at once is refused with 429 chat_rate_limited and Retry-After, and costs nothing', async () => {
    const { sender, recipient } = await pair();
    const before = await balanceOf(t, sender);
    const answers = await Promise.all(
      Array.from({ length: CHAT_SEND_BURST + 15 }, (_, index) =>
        send(t.app, sender.cookie, { to: recipient.profileId, body: `Spam ${index}` }),
      ),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_SEND_BURST);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      error: 'chat_rate_limited',
      message: translate('en', 'errors.chat_rate_limited'),
    });
    expect(Number(refused.headers['retry-after'])).toBe(CHAT_SEND_REFILL_SECONDS);
    // Only what went was charged: one spend and one message per 201.
    expect(await messagesOf(t, sender)).toBe(CHAT_SEND_BURST);
    expect(await spendsOf(t, sender)).toBe(CHAT_SEND_BURST);
    const charged = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().credits);
    expect(await balanceOf(t, sender)).toBe(Math.min(...charged));
    expect(await balanceOf(t, sender)).toBeLessThan(before);
  });

  it('gifts and photos count in the same bucket and are refused without a charge', async () => {
    const { sender, recipient } = await pair();
    const { as } = memberRequests(t);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const photo = (await uploadAs(t, sender.cookie, '/api/chat-photos.php', picture)).json().photo as { id: number };
    const [gift] = (await as(sender.cookie).get('/api/gifts.php')).json().gifts as Array<{ key: string }>;
    for (let index = 0; index < CHAT_SEND_BURST; index++)
      expect((await send(t.app, sender.cookie, { to: recipient.profileId, body: `Hi ${index}` })).statusCode).toBe(201);
    const balance = await balanceOf(t, sender);

    const giftAnswer = await send(t.app, sender.cookie, {
      to: recipient.profileId,
      kind: 'gift',
      body: '',
      gift: gift!.key,
    });
    const photoAnswer = await send(t.app, sender.cookie, {
      to: recipient.profileId,
      kind: 'photo',
      body: '',
      photo: photo.id,
    });
    expect(statusesOf([giftAnswer, photoAnswer])).toEqual([429, 429]);
    expect(giftAnswer.json().error).toBe('chat_rate_limited');
    expect(await balanceOf(t, sender)).toBe(balance);
    expect(await messagesOf(t, sender)).toBe(CHAT_SEND_BURST);
  });

  it('refills one message per interval, and a full burst after a quiet spell; never more', async () => {
    const { sender, recipient } = await pair();
    const to = { to: recipient.profileId };
    for (let index = 0; index < CHAT_SEND_BURST; index++)
      expect((await send(t.app, sender.cookie, { ...to, body: `Burst ${index}` })).statusCode).toBe(201);
    expect((await send(t.app, sender.cookie, { ...to, body: 'Too soon' })).statusCode).toBe(429);

    t.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS);
    expect((await send(t.app, sender.cookie, { ...to, body: 'One more' })).statusCode).toBe(201);
    expect((await send(t.app, sender.cookie, { ...to, body: 'Still too soon' })).statusCode).toBe(429);

    t.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS * CHAT_SEND_BURST * 10);
    const answers = [];
    for (let index = 0; index <= CHAT_SEND_BURST; index++)
      answers.push((await send(t.app, sender.cookie, { ...to, body: `Again ${index}` })).statusCode);
    expect(answers).toEqual([...Array<number>(CHAT_SEND_BURST).fill(201), 429]);
    expect(await messagesOf(t, sender)).toBe(2 * CHAT_SEND_BURST + 1);
  });

  it('a retry of a message already sent (same Idempotency-Key) is answered, not refused, when the bucket is empty', async () => {
    const { sender, recipient } = await pair();
    const headers = { ...SAME_SITE, cookie: sender.cookie, 'idempotency-key': `retried-${Date.now()}` };
    const payload = { to: recipient.profileId, body: 'Did this arrive?' };
    const first = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers, payload });
    expect(first.statusCode).toBe(201);
    for (let index = 1; index < CHAT_SEND_BURST; index++)
      expect((await send(t.app, sender.cookie, { to: recipient.profileId, body: `Hi ${index}` })).statusCode).toBe(201);
    const retry = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers, payload });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().message.id).toBe(first.json().message.id);
  });
});

describe('processes behind the load balancer', () => {
  it.each([
    ['the database', t],
    ['Redis', onRedis],
  ])('share one bucket per member through %s: alternating processes gains nothing', async (_, on) => {
    const other = await on.secondProcess();
    const { sender, recipient } = await pair(on);
    const statuses = [];
    for (let index = 0; index < CHAT_SEND_BURST + 4; index++)
      statuses.push(
        (await send(index % 2 ? other : on.app, sender.cookie, { to: recipient.profileId, body: `Hop ${index}` }))
          .statusCode,
      );
    expect(statuses).toEqual([...Array<number>(CHAT_SEND_BURST).fill(201), 429, 429, 429, 429]);
    expect(await messagesOf(on, sender)).toBe(CHAT_SEND_BURST);
    on.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS);
    expect((await send(other, sender.cookie, { to: recipient.profileId, body: 'Refilled' })).statusCode).toBe(201);
    expect((await send(on.app, sender.cookie, { to: recipient.profileId, body: 'Empty' })).statusCode).toBe(429);
  });
});

describe('a free member reading history', () => {
  const total = FREE_CHAT_HISTORY_MESSAGES + 40;
  let reader: TPublicMember;
  let writer: TPublicMember;
  let conversation: number;
  let visible: number[];

  const read = (query: string) =>
    t.app.inject({ url: `/api/messages.php?${query}`, headers: { cookie: reader.cookie } });

  it(`gets the latest ${FREE_CHAT_HISTORY_MESSAGES} by paging back, then chat_history_limit`, async () => {
    ({ sender: writer, recipient: reader } = await pair(t, 2 * total));
    for (let index = 0; index < total; index++) {
      // Within the send rate, as a patient member writes.
      t.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS);
      const to = conversation ? { conversation } : { to: reader.profileId };
      const answer = await send(t.app, writer.cookie, { ...to, body: `Message ${index}` });
      expect(answer.statusCode).toBe(201);
      conversation ??= answer.json().conversation.id as number;
    }
    const ids = (
      await t.db.selectFrom('messages').select('id').where('conversation_id', '=', conversation).orderBy('id').execute()
    ).map((row) => row.id);
    expect(ids).toHaveLength(total);
    visible = ids.slice(-FREE_CHAT_HISTORY_MESSAGES);

    const seen: number[] = [];
    let page = (await read(`conversation=${conversation}`)).json();
    seen.unshift(...page.messages.map((message: { id: number }) => message.id));
    while (page.has_more) {
      const answer = await read(`conversation=${conversation}&before=${seen[0]}`);
      if (answer.statusCode === 403) {
        expect(answer.json().error).toBe('chat_history_limit');
        break;
      }
      page = answer.json();
      seen.unshift(...page.messages.map((message: { id: number }) => message.id));
    }
    expect(seen).toEqual(visible);
  });

  it('never gets a message beyond the window with after, before or member, in any combination', async () => {
    const hidden = (
      await t.db.selectFrom('messages').select('id').where('conversation_id', '=', conversation).execute()
    )
      .map((row) => row.id)
      .filter((id) => !visible.includes(id));
    const oldestVisible = visible[0]!;
    const by = [`conversation=${conversation}`, `member=${writer.profileId}`];
    const pagings = [
      'after=1',
      `after=${hidden[0]}`,
      `after=${hidden.at(-1)}`,
      `after=${oldestVisible - 1}`,
      'before=1',
      `before=${hidden.at(-1)}`,
      `before=${oldestVisible}`,
      `before=${oldestVisible + 1}`,
      `before=${Number.MAX_SAFE_INTEGER}`,
      `after=1&before=${oldestVisible}`,
      `before=${oldestVisible + 5}&after=1`,
      'after=1&after=2',
      `before=${hidden[0]}&before=${oldestVisible + 3}`,
    ];
    for (const target of by)
      for (const paging of pagings) {
        const answer = await read(`${target}&${paging}`);
        expect([200, 400, 403], `${target}&${paging}`).toContain(answer.statusCode);
        if (answer.statusCode !== 200) continue;
        const ids = (answer.json().messages as Array<{ id: number }>).map((message) => message.id);
        expect(
          ids.filter((id) => hidden.includes(id)),
          `${target}&${paging}`,
        ).toEqual([]);
      }
  });
});
