import type { AppDeps } from '../app-deps';
import type { Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { applyPaymentEvent } from './payment-events';

/** A purchase as it was when its refund was claimed. */
export interface TRefundClaim {
  id: number;
  user_id: number | null;
  amount_cents: number;
}

/**
 * Refunds a purchase within the site's refund days: the order is claimed once (a double click cannot
 * ask twice), the provider gives the money back, and the refund is applied as the provider's event:
 * the credits that are left go back out of the balance exactly once and the receipt says refunded.
 * `onClaimed` runs in the claim's transaction, so whoever asked records it with the claim or not at all.
 */
export async function refundOrder(
  deps: AppDeps,
  orderId: number,
  onClaimed: (tx: Tx, order: TRefundClaim) => Promise<void>,
): Promise<void> {
  const now = deps.clock.now();
  const order = await inTransaction(deps.db, async ({ tx }) => {
    const found = await tx
      .selectFrom('orders as o')
      .innerJoin('sites as s', 's.id', 'o.site_id')
      .select([
        'o.id',
        'o.status',
        'o.provider',
        'o.provider_ref',
        'o.amount_cents',
        'o.completed_at',
        'o.refund_requested_at',
        'o.user_id',
        's.refund_days',
      ])
      .where('o.id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new AppError('not_found');
    if (
      found.status !== 'completed' ||
      found.refund_requested_at !== null ||
      !found.provider_ref ||
      !found.completed_at
    )
      throw new AppError('invalid_input', { fields: { order: ['not refundable'] } });
    if (now.getTime() - new Date(found.completed_at).getTime() > found.refund_days * 86_400_000)
      throw new AppError('invalid_input', { fields: { order: ['refund period over'] } });
    await tx.updateTable('orders').set({ refund_requested_at: now }).where('id', '=', found.id).execute();
    await onClaimed(tx, found);
    return { ...found, provider_ref: found.provider_ref };
  });
  const provider = deps.payments.byName(order.provider);
  try {
    if (!provider) throw new Error(`no provider ${order.provider}`);
    await provider.refund(order.provider_ref, order.amount_cents);
  } catch (error) {
    await deps.db.updateTable('orders').set({ refund_requested_at: null }).where('id', '=', order.id).execute();
    throw error;
  }
  await applyPaymentEvent(deps, order.provider, {
    id: `refund:${order.id}`,
    type: 'refunded',
    ref: order.provider_ref,
    amountCents: order.amount_cents,
  });
}
