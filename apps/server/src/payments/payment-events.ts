import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../app-deps';
import { grantCredits, spendCredits } from '../credits/ledger';
import type { Tx } from '../db/database';
import type { OrdersTable } from '../db/schema/payments';
import { inTransaction } from '../db/transaction';
import { closeCheckouts, releaseOwnHolds, type TClosedCheckout } from './pending-orders';
import { recomputePremium } from './premium';
import { queuePostbacks } from '../postbacks/queue-postbacks';
import type { TPaymentEvent } from './providers/payment-provider';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'payments' | 'jobs'>;

/**
 * A paid order's code is used (decision 021). Its redemption is normally there since the order was made;
 * an order the member had given up (cancelled, or replaced by a newer checkout) that got paid anyway lost
 * it and takes it back, from the member's open checkout that holds it now if need be. Answers the
 * checkouts that gave it up, to close at their provider.
 */
async function redeemPaidCode(tx: Tx, order: Selectable<OrdersTable>): Promise<TClosedCheckout[]> {
  if (order.discount_code_id === null || order.user_id === null) return [];
  const code = await tx
    .selectFrom('discount_codes')
    .select('validity')
    .where('id', '=', order.discount_code_id)
    .executeTakeFirst();
  if (!code || code.validity === 'unlimited') return [];
  const held = await tx
    .selectFrom('discount_redemptions')
    .select('order_id')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (held) return [];
  const released = await releaseOwnHolds(tx, order.user_id, order.discount_code_id);
  await tx
    .insertInto('discount_redemptions')
    .values({
      discount_code_id: order.discount_code_id,
      user_id: order.user_id,
      order_id: order.id,
      validity: code.validity,
    })
    // A one-time code another member's payment holds by now: this payment is honoured all the same.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return released;
}
export type TEventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

/**
 * Applies one verified provider event to its order, exactly once: the event id is recorded in the same
 * transaction as the change, so a second delivery (also at the same moment) changes nothing. The credits
 * granted are always our order's, never a number from the event. Late or out-of-order events cannot
 * undo a completed purchase; only a refund or a chargeback moves it on. Premium is recomputed from the
 * member's orders with every change that can move it (premium.ts).
 */
export async function applyPaymentEvent(
  deps: Deps,
  provider: string,
  event: TPaymentEvent,
  log: Pick<FastifyBaseLogger, 'warn'> | null = null,
): Promise<TEventOutcome> {
  return inTransaction(deps.db, async ({ tx, onCommit }) => {
    const now = deps.clock.now();
    const fresh = await tx
      .insertInto('payment_events')
      .values({ provider, event_id: event.id, type: event.type, received_at: now })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    const order = await tx
      .selectFrom('orders')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_ref', '=', event.ref)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return 'unknown_order';
    await tx
      .updateTable('payment_events')
      .set({ order_id: order.id })
      .where('provider', '=', provider)
      .where('event_id', '=', event.id)
      .execute();
    const freeCode = () => tx.deleteFrom('discount_redemptions').where('order_id', '=', order.id).execute();

    if (event.type === 'succeeded') {
      if (order.status === 'completed' || order.status === 'refunded' || order.user_id === null) return 'ignored';
      if (event.amountCents !== null && event.amountCents !== order.amount_cents) {
        // The provider took another amount than we asked for: never grant on that; staff look into it.
        await tx
          .updateTable('orders')
          .set({ status: 'failed', failure_reason: 'amount_mismatch' })
          .where('id', '=', order.id)
          .execute();
        return 'ignored';
      }
      const userId = order.user_id;
      await tx
        .updateTable('orders')
        .set({ status: 'completed', completed_at: now, failure_reason: null, checkout_url: null })
        .where('id', '=', order.id)
        .execute();
      const credits = await grantCredits(
        tx,
        { userId, reason: 'purchase', ref: { type: 'order', id: order.id }, idempotencyKey: `order:${order.id}` },
        order.credits,
      );
      await recomputePremium(tx, userId);
      const released = await redeemPaidCode(tx, order);
      if (released.length > 0) onCommit(() => closeCheckouts(deps.payments, released, log));
      if (event.savedMethod && order.save_method)
        await tx
          .insertInto('saved_payment_methods')
          .values({
            user_id: userId,
            provider,
            method: order.method,
            token: event.savedMethod.token,
            label: event.savedMethod.label,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'provider', 'method'])
              .doUpdateSet({ token: event.savedMethod!.token, label: event.savedMethod!.label }),
          )
          .execute();
      onCommit(() => deps.events.publish(userId, { type: 'credits', credits }));
      const conversion = { userId, events: ['first_purchase', 'purchase'] as const, order };
      if ((await queuePostbacks(tx, conversion, now)) > 0) onCommit(() => deps.jobs.kick());
      return 'applied';
    }

    if (event.type === 'failed' || event.type === 'cancelled') {
      if (order.status !== 'pending') return 'ignored';
      await tx
        .updateTable('orders')
        .set({
          status: event.type,
          failure_reason: event.failureReason ?? (event.type === 'cancelled' ? 'cancelled' : 'failed'),
        })
        .where('id', '=', order.id)
        .execute();
      await freeCode();
      // A saved card that failed is not offered again for one-step orders.
      if (event.type === 'failed' && order.recurring && order.user_id !== null)
        await tx
          .deleteFrom('saved_payment_methods')
          .where('user_id', '=', order.user_id)
          .where('provider', '=', provider)
          .execute();
      return 'applied';
    }

    // Refunded or charged back: the money went back to the buyer. A chargeback ends the order like a
    // refund (receipts and revenue say refunded) and keeps why, so staff can tell the two apart.
    if (order.status !== 'completed') return 'ignored';
    await tx
      .updateTable('orders')
      .set({
        status: 'refunded',
        refunded_at: now,
        ...(event.type === 'charged_back' && { failure_reason: 'chargeback' }),
      })
      .where('id', '=', order.id)
      .execute();
    if (order.user_id !== null) {
      await recomputePremium(tx, order.user_id);
      const balance = await tx
        .selectFrom('users')
        .select('credits')
        .where('id', '=', order.user_id)
        .executeTakeFirstOrThrow();
      // Credits already spent cannot be taken back; the rest of the purchase is.
      const back = Math.min(order.credits, balance.credits);
      if (back > 0) {
        const userId = order.user_id;
        const credits = await spendCredits(
          tx,
          { userId, reason: 'reversal', ref: { type: 'order', id: order.id }, idempotencyKey: `refund:${order.id}` },
          back,
        );
        onCommit(() => deps.events.publish(userId, { type: 'credits', credits }));
      }
      const reason = event.type === 'charged_back' ? 'chargeback' : 'refund';
      const reversal = { userId: order.user_id, events: ['reversal'] as const, order, reason } as const;
      if ((await queuePostbacks(tx, reversal, now)) > 0) onCommit(() => deps.jobs.kick());
    }
    return 'applied';
  });
}
