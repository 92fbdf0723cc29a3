import type { TestApp } from './test-app';

/**
 * The sandbox provider reports an order as paid, through the signed webhook as it would: the order's
 * money arrived, whatever the member's browser did since.
 */
export async function reportPaid(t: TestApp, order: { id: string; amount_cents: number }, currency = 'EUR') {
  const { provider_ref: ref } = await t.db
    .selectFrom('orders')
    .select('provider_ref')
    .where('public_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const signed = await t.app.deps.payments.sandbox.signedForTest({
    id: `sbx_evt_paid_${order.id}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { ref: ref!, amount: order.amount_cents, currency },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php?provider=sandbox',
    headers: signed.headers,
    payload: signed.body,
  });
}
