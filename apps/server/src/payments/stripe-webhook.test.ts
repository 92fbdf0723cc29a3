import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(() => t.close());

const stripe = new Stripe('sk_test_offline');

/** An order as Stripe Checkout would have opened it (creating one needs Stripe's servers). */
async function stripeOrder(userId: number) {
  const pack = await t.db
    .selectFrom('credit_packages')
    .selectAll()
    .where('currency', '=', 'EUR')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ref = `cs_test_${Math.random().toString(36).slice(2)}`;
  await t.db
    .insertInto('orders')
    .values({
      public_id: `order_${Math.random().toString(36).slice(2, 14)}`,
      user_id: userId,
      site_id: pack.site_id,
      package_id: pack.id,
      credits: pack.credits,
      currency: 'EUR',
      list_price_cents: pack.price_cents,
      amount_cents: pack.price_cents,
      method: 'ideal',
      provider: 'stripe',
      provider_ref: ref,
      created_at: new Date(),
    })
    .execute();
  return { ref, amount: pack.price_cents, credits: pack.credits };
}

function completedEvent(id: string, ref: string, amount: number) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: ref,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        customer: null,
        payment_intent: 'pi_1',
      },
    },
  });
}

describe('Stripe webhooks', () => {
  it('applies a checkout.session.completed verified with Stripe’s signature, and refuses a forged one', async () => {
    const member = await t.createMember();
    const order = await stripeOrder(member.userId);
    const payload = completedEvent('evt_stripe_1', order.ref, order.amount);
    const deliver = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment-webhook.php?provider=stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answer = await deliver(payload, signature);
    expect(answer.json()).toEqual({ received: 1, applied: 1 });
    expect((await deliver(payload, signature)).json()).toEqual({ received: 1, applied: 0 });
    const user = await t.db
      .selectFrom('users')
      .select(['credits', 'paid_user'])
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ credits: order.credits, paid_user: true });
  });
});
