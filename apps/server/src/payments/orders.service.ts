import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TOrder, TPaymentMethod } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import type { TBuyerFacts } from './buyer';
import { discountFor, findDiscountCode } from './discounts.service';
import { toOrderView } from './order-view';
import { closeCheckouts, releaseOwnHolds } from './pending-orders';
import { currencyFor, findPackage, methodsFor } from './packages.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;
/** A checkout not finished within this time is given up, and its discount code freed again. */
export const PENDING_ORDER_MINUTES = 60;

export interface TNewOrder {
  packageId: number;
  method: TPaymentMethod;
  discountCode?: string | undefined;
  saveMethod: boolean;
  recurring?: boolean;
}

/** Pending checkouts of a member older than PENDING_ORDER_MINUTES are cancelled and free their codes. */
export async function expireStaleOrders(db: Queryable, now: Date, userId?: number): Promise<void> {
  const cutoff = new Date(now.getTime() - PENDING_ORDER_MINUTES * 60_000);
  let stale = db.selectFrom('orders').select('id').where('status', '=', 'pending').where('created_at', '<', cutoff);
  if (userId !== undefined) stale = stale.where('user_id', '=', userId);
  const ids = (await stale.execute()).map((row) => row.id);
  if (ids.length === 0) return;
  await db.deleteFrom('discount_redemptions').where('order_id', 'in', ids).execute();
  await db
    .updateTable('orders')
    .set({ status: 'cancelled', failure_reason: 'expired', checkout_url: null })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Writes an order in one transaction: the price from our package, the discount from our code rules,
 * and the code's redemption (a unique index, so two parallel orders cannot both hold a one-time code).
 * The member's own open checkouts with the same code give it up to this order (decision 021); `released`
 * lists them, to be closed at their provider after the commit.
 */
export async function writeOrder(tx: Tx, deps: Deps, site: TSiteRow, buyer: TBuyerFacts, wanted: TNewOrder) {
  const now = deps.clock.now();
  const currency = currencyFor(site, buyer.country);
  if (!methodsFor(buyer.country).includes(wanted.method)) throw new AppError('method_not_available');
  const pack = await findPackage(tx, site, wanted.packageId, currency);
  if (!pack) throw new AppError('not_found');
  const discount = wanted.discountCode
    ? await discountFor(
        tx,
        await findDiscountCode(tx, site, wanted.discountCode),
        buyer,
        {
          priceCents: pack.price_cents,
          currency,
          method: wanted.method,
        },
        now,
      )
    : null;
  const order = await tx
    .insertInto('orders')
    .values({
      public_id: randomBytes(16).toString('base64url'),
      user_id: buyer.userId,
      site_id: site.id,
      package_id: pack.id,
      credits: pack.credits,
      currency,
      list_price_cents: pack.price_cents,
      discount_code_id: discount?.row.id ?? null,
      discount_cents: discount?.cents ?? 0,
      amount_cents: pack.price_cents - (discount?.cents ?? 0),
      method: wanted.method,
      provider: deps.payments.active.name,
      save_method: wanted.saveMethod,
      recurring: wanted.recurring ?? false,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const released =
    discount && discount.row.validity !== 'unlimited' ? await releaseOwnHolds(tx, buyer.userId, discount.row.id) : [];
  if (discount && discount.row.validity !== 'unlimited')
    await tx
      .insertInto('discount_redemptions')
      .values({
        discount_code_id: discount.row.id,
        user_id: buyer.userId,
        order_id: order.id,
        validity: discount.row.validity,
      })
      .execute();
  return { order, discountCode: discount?.row.code ?? null, released };
}

/** POST /api/payment.php: an order and the provider's checkout where the member pays it. */
export async function createOrder(
  deps: Deps,
  site: TSiteRow,
  buyer: TBuyerFacts,
  wanted: TNewOrder,
  urls: { origin: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ order: TOrder; checkout_url: string | null }> {
  if (wanted.method === 'sepa_debit' && deps.payments.active.name === 'sandbox')
    throw new AppError('invalid_input', { fields: { method: ['direct debit goes through /api/directdebit.php'] } });
  await expireStaleOrders(deps.db, deps.clock.now(), buyer.userId);
  let written;
  try {
    written = await inTransaction(deps.db, ({ tx }) => writeOrder(tx, deps, site, buyer, wanted));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('discount_used');
    throw error;
  }
  const { order } = written;
  await closeCheckouts(deps.payments, written.released, log);
  try {
    const checkout = await deps.payments.active.createCheckout(
      {
        publicId: order.public_id,
        amountCents: order.amount_cents,
        currency: order.currency,
        method: wanted.method,
        description: `${order.credits} credits – ${site.name}`,
        saveMethod: wanted.saveMethod,
        email: buyer.email,
      },
      { origin: urls.origin, returnUrl: `${urls.origin}/transactions/${order.public_id}` },
    );
    await deps.db
      .updateTable('orders')
      .set({ provider_ref: checkout.ref, checkout_url: checkout.url })
      .where('id', '=', order.id)
      .execute();
    return { order: toOrderView({ ...order, discount_code: written.discountCode }), checkout_url: checkout.url };
  } catch (error) {
    // The provider could not open a checkout: nothing will be paid, and the code is free again.
    await deps.db.deleteFrom('discount_redemptions').where('order_id', '=', order.id).execute();
    await deps.db
      .updateTable('orders')
      .set({ status: 'failed', failure_reason: 'checkout_unavailable' })
      .where('id', '=', order.id)
      .execute();
    throw error;
  }
}

/**
 * /credits/repeat-order: the last completed package again, charged at once to the saved method. The
 * outcome arrives as the provider's event; a failed saved card sends the member to pay by hand.
 */
export async function repeatOrder(
  deps: Deps,
  site: TSiteRow,
  buyer: TBuyerFacts,
): Promise<{ order: TOrder; checkout_url: null }> {
  const last = await deps.db
    .selectFrom('orders')
    .select(['package_id', 'method'])
    .where('user_id', '=', buyer.userId)
    .where('status', 'in', ['completed', 'refunded'])
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const saved = await deps.db
    .selectFrom('saved_payment_methods')
    .selectAll()
    .where('user_id', '=', buyer.userId)
    .where('provider', '=', deps.payments.active.name)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last || !saved) throw new AppError('no_previous_order');
  const { order } = await inTransaction(deps.db, ({ tx }) =>
    writeOrder(tx, deps, site, buyer, {
      packageId: last.package_id,
      method: saved.method as TPaymentMethod,
      saveMethod: false,
      recurring: true,
    }),
  );
  const charge = await deps.payments.active.chargeSaved(
    {
      publicId: order.public_id,
      amountCents: order.amount_cents,
      currency: order.currency,
      method: saved.method as TPaymentMethod,
      description: `${order.credits} credits – ${site.name}`,
      saveMethod: false,
      email: buyer.email,
    },
    saved.token,
  );
  await deps.db.updateTable('orders').set({ provider_ref: charge.ref }).where('id', '=', order.id).execute();
  return { order: toOrderView(order), checkout_url: null };
}

/** One of the member's own orders, by its public id. */
export async function getOrder(db: Queryable, userId: number, publicId: string): Promise<TOrder> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('discount_codes as d', 'd.id', 'o.discount_code_id')
    .selectAll('o')
    .select('d.code as discount_code')
    .where('o.public_id', '=', publicId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toOrderView(row);
}
