import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_SEND_BURST } from '@app/shared';
import { createTestApp, type TestApp } from '../test-app';
import { SAME_SITE, uploadAs } from './api-calls';

/**
 * Races on credits and money: a member fires many requests at once to spend credits they do not have,
 * to be charged once for many sends, or to be credited twice for one payment; webhooks arrive twice or
 * in different guises. The ledger (a check constraint on the balance, idempotency keys) and the order's
 * own state decide. Every request goes through app.inject at the same moment with Promise.all: PGlite
 * runs one transaction at a time, so here the interleaving is between requests, not inside statements;
 * on PostgreSQL in CI the same test is a real race between connections.
 */

const t = await createTestApp();
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApp['createMember']>> & { cookie: string };
async function member(overrides: Parameters<TestApp['createMember']>[0] = {}): Promise<Member> {
  const created = await t.createMember(overrides);
  return { ...created, cookie: await t.login(created.email) };
}

const send = (cookie: string, payload: object, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { ...SAME_SITE, cookie, 'idempotency-key': key },
    payload,
  });

async function balanceOf(userId: number) {
  return (await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
}
async function ledgerOf(userId: number) {
  return t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
/** The balance is the sum of the ledger, and never below zero. */
async function expectConsistentLedger(userId: number) {
  const balance = await balanceOf(userId);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect((await ledgerOf(userId)).reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
  return balance;
}
const statusesOf = (answers: Array<{ statusCode: number }>) =>
  answers.map((answer) => answer.statusCode).sort((a, b) => a - b);

describe('spending credits at once', () => {
  it('fifty messages sent at once with credits for five: the send rate lets a burst try, exactly five go, the balance ends at zero', async () => {
    const sender = await member({ name: 'Sender', credits: 6 });
    const recipient = await t.createMember({ name: 'Recipient', gender: 'male' });
    // The conversation exists first, so the race is only about credits (and the send rate).
    expect((await send(sender.cookie, { to: recipient.profileId, body: 'Hello!' })).statusCode).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => send(sender.cookie, { to: recipient.profileId, body: `Msg ${index}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The rest of the burst races for the credits; the others are refused as too fast before any charge.
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(CHAT_SEND_BURST - 1 - 5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - (CHAT_SEND_BURST - 1));
    expect(answers.find((answer) => answer.statusCode === 402)!.json().error).toBe('insufficient_credits');
    expect(await expectConsistentLedger(sender.userId)).toBe(0);
    // Each spend saw its own balance: 5, 4, … 0, each exactly once (ids follow inserts, not commits).
    const balances = (await ledgerOf(sender.userId))
      .filter((entry) => entry.reason === 'message')
      .map((entry) => entry.balance_after);
    expect(balances.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    const messages = await t.db.selectFrom('messages').select('id').where('sender_id', '=', sender.profileId).execute();
    expect(messages).toHaveLength(6);
  });

  it('gifts and photos sent at once with a balance for only one of them: one goes, the others are 402', async () => {
    const sender = await member({ credits: 3 });
    const recipient = await member({ gender: 'male', credits: 5 });
    const opened = await send(recipient.cookie, { to: sender.profileId, body: 'Write me!' });
    const conversation = opened.json().conversation.id as number;
    const gifts = (await t.app.inject({ url: '/api/gifts.php', headers: { cookie: sender.cookie } })).json().gifts;
    const threeCredits = (gifts as Array<{ key: string; credits: number }>).filter((gift) => gift.credits === 3);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const photos = [];
    for (let index = 0; index < 2; index++)
      photos.push((await uploadAs(t, sender.cookie, '/api/chat-photos.php', picture)).json().photo.id as number);
    expect(threeCredits.length).toBeGreaterThanOrEqual(2);

    // Any one of these costs 2 or 3 of the 3 credits; no two fit.
    const answers = await Promise.all([
      send(sender.cookie, { conversation, kind: 'gift', gift: threeCredits[0]!.key }),
      send(sender.cookie, { conversation, kind: 'gift', gift: threeCredits[1]!.key }),
      send(sender.cookie, { conversation, kind: 'photo', photo: photos[0] }),
      send(sender.cookie, { conversation, kind: 'photo', photo: photos[1] }),
    ]);
    expect(statusesOf(answers)).toEqual([201, 402, 402, 402]);
    const spent = 3 - (await expectConsistentLedger(sender.userId));
    expect([2, 3]).toContain(spent);
    const sent = await t.db.selectFrom('messages').select('id').where('sender_id', '=', sender.profileId).execute();
    expect(sent).toHaveLength(1);
  });

  it('first messages to five members at once with credit for one open a single conversation', async () => {
    const sender = await member({ credits: 1 });
    const recipients = await Promise.all(Array.from({ length: 5 }, () => t.createMember({ gender: 'male' })));
    const answers = await Promise.all(
      recipients.map((recipient) => send(sender.cookie, { to: recipient.profileId, body: 'Hi there' })),
    );
    expect(statusesOf(answers)).toEqual([201, 402, 402, 402, 402]);
    expect(await expectConsistentLedger(sender.userId)).toBe(0);
    // A refused send leaves no empty conversation behind.
    const conversations = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('started_by', '=', sender.profileId)
      .execute();
    expect(conversations).toHaveLength(1);
  });

  it('the same message sent ten times at once with one Idempotency-Key is sent and charged once', async () => {
    const sender = await member({ credits: 5 });
    const recipient = await t.createMember({ gender: 'male' });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(sender.cookie, { to: recipient.profileId, body: 'Only once' }, key)),
    );
    const again = await send(sender.cookie, { to: recipient.profileId, body: 'Only once' }, key);
    expect(statusesOf([...answers, again]).every((status) => status === 201)).toBe(true);
    expect(new Set([...answers, again].map((answer) => answer.json().message.id)).size).toBe(1);
    expect(again.json().credits).toBe(4);
    expect(await expectConsistentLedger(sender.userId)).toBe(4);
    expect((await ledgerOf(sender.userId)).filter((entry) => entry.reason === 'message')).toHaveLength(1);
  });

  it('one Idempotency-Key reused for a different message answers the first and charges nothing more', async () => {
    const sender = await member({ credits: 5 });
    const recipient = await t.createMember({ gender: 'male' });
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(sender.cookie, { to: recipient.profileId, body: 'First' }, key),
      send(sender.cookie, { to: recipient.profileId, body: 'Second, different' }, key),
    ]);
    expect(first.json().message.id).toBe(second.json().message.id);
    expect(await expectConsistentLedger(sender.userId)).toBe(4);
    expect((await ledgerOf(sender.userId)).filter((entry) => entry.delta < 0)).toHaveLength(1);
  });
});

describe('payments arriving twice', () => {
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

  /** An order of the first package, paid by card on the sandbox checkout and completed. */
  async function paidOrder(buyer: Member) {
    const { packages } = (await get('/api/packages.php', buyer.cookie)).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { ...SAME_SITE, cookie: buyer.cookie },
      payload: { package: packages[0].id, method: 'card' },
    });
    const { order, checkout_url } = created.json();
    const checkout = new URL(checkout_url);
    return { order, checkoutPath: checkout.pathname + checkout.search, credits: packages[0].credits as number };
  }
  const pay = (buyer: Member, checkoutPath: string) =>
    t.app.inject({
      method: 'POST',
      url: checkoutPath,
      headers: { ...SAME_SITE, cookie: buyer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=success',
    });
  const orderRow = (publicId: string) =>
    t.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();
  /** Waits until the provider's webhooks for an order have all been received. */
  async function eventsReceived(publicId: string, count: number) {
    const { id } = await orderRow(publicId);
    await expect
      .poll(
        async () =>
          (await t.db.selectFrom('payment_events').select('event_id').where('order_id', '=', id).execute()).length,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(count);
    await t.settle();
  }
  const purchases = async (userId: number) =>
    (await ledgerOf(userId)).filter((entry) => entry.reason === 'purchase').length;

  it('a checkout paid twice at once (a double-clicked button) credits the package once', async () => {
    const buyer = await member();
    const { order, checkoutPath, credits } = await paidOrder(buyer);
    const answers = await Promise.all([pay(buyer, checkoutPath), pay(buyer, checkoutPath)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    await eventsReceived(order.id, 2);
    expect((await orderRow(order.id)).status).toBe('completed');
    expect(await purchases(buyer.userId)).toBe(1);
    expect(await expectConsistentLedger(buyer.userId)).toBe(credits);
  });

  it('five different signed "succeeded" events for one payment, delivered at once, credit it once', async () => {
    const buyer = await member();
    const { order, credits } = await paidOrder(buyer);
    const { provider_ref: ref, amount_cents: amount } = await orderRow(order.id);
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, async (_, index) => {
        const signed = await t.app.deps.payments.sandbox.signedForTest({
          id: `sbx_evt_race_${index}_${randomUUID().slice(0, 8)}`,
          type: 'payment.succeeded',
          created: Math.floor(Date.now() / 1000),
          data: { ref: ref!, amount, currency: 'EUR' },
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/payment-webhook.php?provider=sandbox',
          headers: signed.headers,
          payload: signed.body,
        });
      }),
    );
    expect(deliveries.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(deliveries.reduce((sum, answer) => sum + answer.json().applied, 0)).toBe(1);
    expect(await purchases(buyer.userId)).toBe(1);
    expect(await expectConsistentLedger(buyer.userId)).toBe(credits);
  });

  it('a refund requested twice at once, while the provider reports it too, takes the credits back once', async () => {
    const buyer = await member();
    const { order, checkoutPath } = await paidOrder(buyer);
    await pay(buyer, checkoutPath);
    await eventsReceived(order.id, 1);
    const { id, provider_ref: ref, amount_cents: amount } = await orderRow(order.id);
    const staff = await t.staffLogin('admin');
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/refund.php',
        headers: { ...SAME_SITE, cookie: staff.cookie },
        payload: { order: id },
      });
    const providerReport = await t.app.deps.payments.sandbox.signedForTest({
      id: `sbx_evt_refund_${randomUUID().slice(0, 8)}`,
      type: 'refund.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { ref: ref!, amount, currency: '' },
    });
    const [first, second] = await Promise.all([
      refund(),
      refund(),
      t.app.inject({
        method: 'POST',
        url: '/api/payment-webhook.php?provider=sandbox',
        headers: providerReport.headers,
        payload: providerReport.body,
      }),
    ]);
    // At most one staff refund goes through; when the provider's report lands first, neither does.
    expect(statusesOf([first, second]).filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(statusesOf([first, second]).every((status) => status === 200 || status === 400)).toBe(true);
    await t.settle();
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect((await ledgerOf(buyer.userId)).filter((entry) => entry.reason === 'reversal')).toHaveLength(1);
    expect(await expectConsistentLedger(buyer.userId)).toBe(0);
  });

  it('spending purchased credits at the moment of the refund never takes the balance below zero', async () => {
    const buyer = await member();
    const recipient = await t.createMember({ gender: 'male' });
    const { order, checkoutPath, credits } = await paidOrder(buyer);
    await pay(buyer, checkoutPath);
    await eventsReceived(order.id, 1);
    expect((await send(buyer.cookie, { to: recipient.profileId, body: 'Opening' })).statusCode).toBe(201);
    const { id } = await orderRow(order.id);
    const staff = await t.staffLogin('admin');
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/admin/refund.php',
        headers: { ...SAME_SITE, cookie: staff.cookie },
        payload: { order: id },
      }),
      ...Array.from({ length: 8 }, (_, index) =>
        send(buyer.cookie, { to: recipient.profileId, body: `Quick ${index}` }),
      ),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    await t.settle();
    const sent = answers.slice(1).filter((answer) => answer.statusCode === 201).length;
    expect(await expectConsistentLedger(buyer.userId)).toBe(0);
    // What was spent stays spent; everything else of the purchase went back.
    const reversal = (await ledgerOf(buyer.userId)).find((entry) => entry.reason === 'reversal');
    expect((reversal?.delta ?? 0) * -1 + 1 + sent).toBe(credits);
  });
});
