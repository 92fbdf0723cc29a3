import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const premium = async (member: TPublicMember) =>
  (await get('/api/user.php', member.cookie)).json().user.paid_user as boolean;

/** Buys the first package with the sandbox's hosted checkout, as a member does; answers the order's row. */
async function buy(member: TPublicMember) {
  const pack = (await get('/api/packages.php', member.cookie)).json().packages[0];
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment.php',
    headers: { cookie: member.cookie },
    payload: { package: pack.id, method: 'card' },
  });
  const { order, checkout_url } = created.json();
  const checkout = new URL(checkout_url);
  await t.app.inject({
    method: 'POST',
    url: checkout.pathname + checkout.search,
    headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&card=success',
  });
  await expect
    .poll(async () => (await get(`/api/payment.php?id=${order.id}`, member.cookie)).json().order.status, {
      timeout: 10_000,
    })
    .toBe('completed');
  return t.db.selectFrom('orders').selectAll().where('public_id', '=', order.id).executeTakeFirstOrThrow();
}

async function refund(orderId: number) {
  const support = await t.staffLogin('support');
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/refund.php',
    headers: { cookie: support.cookie },
    payload: { order: orderId },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The provider tells us, with a signed webhook, that the buyer's bank took the money back. */
async function chargeBack(ref: string, amount: number, type: 'chargeback.created' | 'payment.succeeded') {
  const signed = await t.app.deps.payments.sandbox.signedForTest({
    id: `sbx_evt_${randomUUID()}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { ref, amount, currency: 'EUR' },
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php?provider=sandbox',
    headers: signed.headers,
    payload: signed.body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('premium follows the money', () => {
  it('a member who buys and has the purchase fully refunded is no longer premium', async () => {
    const member = await signUpAndConfirm(t);
    const order = await buy(member);
    expect(await premium(member)).toBe(true);
    await refund(order.id);
    expect(await premium(member)).toBe(false);
  });

  it('a member whose bank charges the purchase back is no longer premium, and a late success changes nothing', async () => {
    const member = await signUpAndConfirm(t);
    const order = await buy(member);
    await chargeBack(order.provider_ref!, order.amount_cents, 'chargeback.created');
    expect(await premium(member)).toBe(false);
    const after = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'refunded', failure_reason: 'chargeback' });
    await chargeBack(order.provider_ref!, order.amount_cents, 'payment.succeeded');
    expect(await premium(member)).toBe(false);
  });

  it('a member with two purchases who has one refunded stays premium, and loses it with the second', async () => {
    const member = await signUpAndConfirm(t);
    const first = await buy(member);
    const second = await buy(member);
    await refund(first.id);
    expect(await premium(member)).toBe(true);
    await chargeBack(second.provider_ref!, second.amount_cents, 'chargeback.created');
    expect(await premium(member)).toBe(false);
  });
});
