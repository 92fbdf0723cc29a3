import type { AppDeps } from '../app-deps';
import { grantCredits, spendCredits } from '../credits/ledger';
import { inTransaction } from '../db/transaction';
import { recomputePremium } from './premium';
import type { TPaymentEvent } from './providers/payment-provider';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events'>;
export type TEventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

/**
 * Applies one verified provider event to its order, exactly once: the event id is recorded in the same
 * transaction as the change, so a second delivery (also at the same moment) changes nothing. The credits
 * granted are always our order's, never a number from the event. Late or out-of-order events cannot
 * undo a completed purchase; only a refund or a chargeback moves it on. Premium is recomputed from the
 * member's orders with every change that can move it (premium.ts).
 */
export async function applyPaymentEvent(deps: Deps, provider: string, event: TPaymentEvent): Promise<TEventOutcome> {
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
        .set({ status: 'completed', completed_at: now, failure_reason: null })
        .where('id', '=', order.id)
        .execute();
      const credits = await grantCredits(
        tx,
        { userId, reason: 'purchase', ref: { type: 'order', id: order.id }, idempotencyKey: `order:${order.id}` },
        order.credits,
      );
      await recomputePremium(tx, userId);
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
    }
    return 'applied';
  });
}
