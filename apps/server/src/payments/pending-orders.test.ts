import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInBuyer } from '../test/fixture-purchase';
import { reportPaid } from '../test/sandbox-payment';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A member who signed up just now: the time bonus (TIMEBONUS25) is theirs for four hours. */
const newcomer = () => loggedInBuyer(t);

/** Pays a sandbox checkout as the buyer would, and waits until the provider's event completed the order. */
async function pay(cookie: string, checkoutUrl: string, orderId: string) {
  const path = new URL(checkoutUrl).pathname + new URL(checkoutUrl).search;
  await t.app.inject({
    method: 'POST',
    url: path,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&card=success',
  });
  await expect
    .poll(async () => (await get(`/api/payment.php?id=${orderId}`, cookie)).json().order.status, { timeout: 5_000 })
    .toBe('completed');
}

const statusOf = async (publicId: string) =>
  await t.db
    .selectFrom('orders')
    .select(['status', 'failure_reason'])
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();

/** The public ids of the orders that hold a redemption of a code by this member. */
const redeemedBy = async (userId: number) =>
  (
    await t.db
      .selectFrom('discount_redemptions as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('o.public_id')
      .where('r.user_id', '=', userId)
      .execute()
  ).map((row) => row.public_id);

describe('a discount is used by a completed payment only', () => {
  it('keeps the time bonus for a member who left the checkout, and applies it to the next one', async () => {
    const member = await newcomer();
    const order = { package: member.packs[3]!.id, method: 'card', discount_code: 'TIMEBONUS25' };
    const first = (await post('/api/payment.php', member.cookie, order)).json();
    expect(first.order).toMatchObject({ status: 'pending', discount_cents: 2000 });

    // Back from the checkout: the offer is still there, the code still valid.
    expect((await get('/api/discountcode.php?welcome=true', member.cookie)).json().discountcode.code).toBe(
      'TIMEBONUS25',
    );
    expect((await get('/api/discountcode.php?code=TIMEBONUS25', member.cookie)).statusCode).toBe(200);
    const again = await post('/api/payment.php', member.cookie, order);
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({
      discount_code: 'TIMEBONUS25',
      discount_cents: 2000,
      amount_cents: 5999,
    });
    // The checkout left behind gave its code up to the new one and can no longer be paid.
    expect(await statusOf(first.order.id)).toEqual({ status: 'cancelled', failure_reason: 'superseded' });

    await pay(member.cookie, again.json().checkout_url, again.json().order.id);
    // Paid: the code is used, and the welcome offer is over for a member who bought.
    expect(await redeemedBy(member.userId)).toEqual([again.json().order.id]);
    expect((await get('/api/discountcode.php?welcome=true', member.cookie)).statusCode).toBe(404);
    expect((await post('/api/payment.php', member.cookie, order)).statusCode).toBe(404);
  });

  it('counts a left checkout that got paid after all as the use of its code', async () => {
    const member = await newcomer();
    const order = { package: member.packs[3]!.id, method: 'card', discount_code: 'WELCOME10' };
    const left = (await post('/api/payment.php', member.cookie, order)).json();
    const newer = (await post('/api/payment.php', member.cookie, order)).json();
    // The provider took the money for the first checkout before it closed: the payment is honoured.
    await reportPaid(t, left.order);
    expect((await statusOf(left.order.id)).status).toBe('completed');
    // The code is that payment's now: the newer checkout gives it back and closes.
    expect(await redeemedBy(member.userId)).toEqual([left.order.id]);
    expect((await statusOf(newer.order.id)).status).toBe('cancelled');
    expect((await get('/api/discountcode.php?code=WELCOME10', member.cookie)).json().error).toBe('discount_used');
  });
});

describe('open checkouts: continue or cancel', () => {
  it('lists the member’s open checkout with where to continue, and cancels it, also twice', async () => {
    const member = await newcomer();
    const created = (
      await post('/api/payment.php', member.cookie, {
        package: member.packs[3]!.id,
        method: 'card',
        discount_code: 'TIMEBONUS25',
      })
    ).json();
    const pending = (await get('/api/pending-orders.php', member.cookie)).json().orders;
    expect(pending).toEqual([
      expect.objectContaining({ id: created.order.id, status: 'pending', checkout_url: created.checkout_url }),
    ]);

    const cancelled = await post('/api/payment-cancel.php', member.cookie, { id: created.order.id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ id: created.order.id, status: 'cancelled' });
    // A replay (a double tap, a lost answer) answers the same and changes nothing.
    const replay = await post('/api/payment-cancel.php', member.cookie, { id: created.order.id });
    expect(replay.json()).toEqual(cancelled.json());
    expect((await get('/api/pending-orders.php', member.cookie)).json().orders).toEqual([]);
    // Its checkout page no longer takes the payment, and the code is free again.
    const page = await get(new URL(created.checkout_url).pathname, member.cookie);
    expect(page.body).not.toContain('name="action" value="pay"');
    expect((await get('/api/discountcode.php?welcome=true', member.cookie)).statusCode).toBe(200);
  });

  it('does not cancel a paid order, nor another member’s', async () => {
    const member = await newcomer();
    const created = (
      await post('/api/payment.php', member.cookie, { package: member.packs[0]!.id, method: 'card' })
    ).json();
    const other = await newcomer();
    const foreign = await post('/api/payment-cancel.php', other.cookie, { id: created.order.id });
    expect(foreign.statusCode).toBe(404);
    expect((await statusOf(created.order.id)).status).toBe('pending');

    await pay(member.cookie, created.checkout_url, created.order.id);
    const paid = await post('/api/payment-cancel.php', member.cookie, { id: created.order.id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('order_not_pending');
    expect((await statusOf(created.order.id)).status).toBe('completed');
    expect((await get('/api/pending-orders.php', member.cookie)).json().orders).toEqual([]);
  });
});
