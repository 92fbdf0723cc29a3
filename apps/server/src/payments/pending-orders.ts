import type { FastifyBaseLogger } from 'fastify';
import type { TOrder, TPendingOrder } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { toOrderView } from './order-view';

type Deps = Pick<AppDeps, 'db' | 'payments'>;

/** A checkout to close at its provider once the change that ended its order is committed. */
export interface TClosedCheckout {
  provider: string;
  ref: string | null;
}

/**
 * A new order with a limited code takes the code over from this member's own open checkouts with it
 * (decision 021): those were left (Back, a closed tab), so they end as `superseded` and free the code.
 * Direct debits being collected keep theirs: that payment is under way. Answers what to close.
 */
export async function releaseOwnHolds(tx: Tx, userId: number, discountCodeId: number): Promise<TClosedCheckout[]> {
  const held = await tx
    .selectFrom('discount_redemptions as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['o.id', 'o.provider', 'o.provider_ref'])
    .where('r.discount_code_id', '=', discountCodeId)
    .where('r.user_id', '=', userId)
    .where('o.status', '=', 'pending')
    .where('o.checkout_url', 'is not', null)
    .forUpdate()
    .execute();
  if (held.length === 0) return [];
  const ids = held.map((order) => order.id);
  await tx.deleteFrom('discount_redemptions').where('order_id', 'in', ids).execute();
  await tx
    .updateTable('orders')
    .set({ status: 'cancelled', failure_reason: 'superseded', checkout_url: null })
    .where('id', 'in', ids)
    .execute();
  return held.map((order) => ({ provider: order.provider, ref: order.provider_ref }));
}

/**
 * Closes given-up checkouts at their providers; one that cannot be closed only costs a log line (none
 * without a logger: a refund, the one caller without a request, never gives a checkout up).
 */
export async function closeCheckouts(
  payments: AppDeps['payments'],
  checkouts: readonly TClosedCheckout[],
  log: Pick<FastifyBaseLogger, 'warn'> | null,
): Promise<void> {
  for (const checkout of checkouts) {
    const provider = payments.byName(checkout.provider);
    if (!provider || !checkout.ref) continue;
    await provider
      .expireCheckout(checkout.ref)
      .catch((error: unknown) => log?.warn({ err: error, ref: checkout.ref }, 'checkout could not be closed'));
  }
}

/** GET /api/pending-orders.php: the member's open checkouts, newest first, with where to continue paying. */
export async function listPendingOrders(db: Queryable, userId: number): Promise<TPendingOrder[]> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('discount_codes as d', 'd.id', 'o.discount_code_id')
    .selectAll('o')
    .select('d.code as discount_code')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'pending')
    .where('o.checkout_url', 'is not', null)
    .orderBy('o.created_at', 'desc')
    .limit(10)
    .execute();
  return rows.map((row) => ({ ...toOrderView(row), checkout_url: row.checkout_url! }));
}

/**
 * POST /api/payment-cancel.php: the member gives up one of their own open checkouts; its code is free
 * again and the provider's page closes. Cancelling a cancelled order answers it again (a retry); a paid
 * or failed one is 409 order_not_pending; someone else's does not exist (404).
 */
export async function cancelPendingOrder(
  deps: Deps,
  userId: number,
  publicId: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TOrder> {
  const { order, closed } = await inTransaction(deps.db, async ({ tx }) => {
    const row = await tx
      .selectFrom('orders')
      .selectAll()
      .where('public_id', '=', publicId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    if (row.status === 'cancelled') return { order: row, closed: null };
    if (row.status !== 'pending' || row.checkout_url === null) throw new AppError('order_not_pending');
    await tx.deleteFrom('discount_redemptions').where('order_id', '=', row.id).execute();
    const cancelled = await tx
      .updateTable('orders')
      .set({ status: 'cancelled', failure_reason: 'cancelled', checkout_url: null })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: cancelled, closed: { provider: row.provider, ref: row.provider_ref } };
  });
  if (closed) await closeCheckouts(deps.payments, [closed], log);
  const code = order.discount_code_id
    ? await deps.db
        .selectFrom('discount_codes')
        .select('code')
        .where('id', '=', order.discount_code_id)
        .executeTakeFirst()
    : undefined;
  return toOrderView({ ...order, discount_code: code?.code ?? null });
}
