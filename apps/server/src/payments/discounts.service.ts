import type { Selectable } from 'kysely';
import type { TDiscountCode, TPaymentMethod } from '@app/shared';
import type { Queryable } from '../db/database';
import type { DiscountCodesTable } from '../db/schema/payments';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';

type TDiscountRow = Selectable<DiscountCodesTable>;

/** Who wants to use a code: the facts the code's conditions ask about. */
export interface TBuyer {
  userId: number;
  country: string;
  paidUser: boolean;
  signupDate: Date;
  language: string;
}

/** A code by its text (any case); a site's own code wins over one for every site. */
export async function findDiscountCode(db: Queryable, site: TSiteRow, code: string) {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', site.id)]))
    .orderBy('site_id', (order) => order.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
}

/** When a code stops working for this member: its own end, or the end of their welcome window. */
export function expiresFor(row: TDiscountRow, buyer: TBuyer): Date | null {
  const windowEnd = row.signup_window_seconds
    ? new Date(buyer.signupDate.getTime() + row.signup_window_seconds * 1000)
    : null;
  if (!row.expires_at) return windowEnd;
  if (!windowEnd) return new Date(row.expires_at);
  return new Date(Math.min(new Date(row.expires_at).getTime(), windowEnd.getTime()));
}

/**
 * Whether a limited code is used up for this member. Only a payment uses a code (decision 021): a
 * redemption of a completed order, or one held by a payment still under way elsewhere (someone else's
 * order of a one-time code, a direct debit being collected). A hosted checkout of this member that is
 * still open does not count: the member left it, and a new order takes the code over (releaseOwnHolds).
 */
async function usedBy(db: Queryable, row: TDiscountRow, buyer: TBuyer): Promise<boolean> {
  if (row.validity === 'unlimited') return false;
  let query = db
    .selectFrom('discount_redemptions as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select('r.order_id')
    .where('r.discount_code_id', '=', row.id)
    .where((eb) =>
      eb.not(
        eb.and([
          eb('o.status', '=', 'pending'),
          eb('r.user_id', '=', buyer.userId),
          eb('o.checkout_url', 'is not', null),
        ]),
      ),
    );
  if (row.validity === 'once_per_user') query = query.where('r.user_id', '=', buyer.userId);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/** A code this member could use at all (before looking at an order): else 404 discount_not_found. */
function meantFor(row: TDiscountRow | undefined, buyer: TBuyer): row is TDiscountRow {
  if (!row || row.status !== 'active') return false;
  if (row.user_id !== null && row.user_id !== buyer.userId) return false;
  if (row.country !== null && row.country !== buyer.country) return false;
  return !(row.unpaid_only && buyer.paidUser);
}

function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/**
 * The discount a code gives on an order, in cents, or the rule it breaks (spec point 5 and 8): not
 * found, already used, expired, below its minimum order, not for this payment method.
 */
export async function discountFor(
  db: Queryable,
  row: TDiscountRow | undefined,
  buyer: TBuyer,
  order: { priceCents: number; currency: string; method: TPaymentMethod },
  now: Date,
): Promise<{ row: TDiscountRow; cents: number }> {
  if (!meantFor(row, buyer)) throw new AppError('discount_not_found');
  if (row.currency !== null && row.currency !== order.currency) throw new AppError('discount_not_found');
  const expires = expiresFor(row, buyer);
  if (expires && expires <= now) throw new AppError('discount_expired');
  if (await usedBy(db, row, buyer)) throw new AppError('discount_used');
  if (order.priceCents < row.minimum_order_cents)
    throw new AppError('discount_minimum_order', {
      minimum: formatMoney(row.minimum_order_cents, order.currency, buyer.language),
    });
  if (row.paymentmethods && !row.paymentmethods.includes(order.method)) throw new AppError('discount_method');
  return { row, cents: Math.round((order.priceCents * row.value_percentage) / 100) };
}

/** The discount code entity of spec point 3 as this member sees it. */
export function toDiscountView(row: TDiscountRow, buyer: TBuyer, now: Date): TDiscountCode {
  const expires = expiresFor(row, buyer);
  return {
    code: row.code,
    country: row.country,
    user_id: row.user_id,
    expires: expires?.toISOString() ?? null,
    value_percentage: row.value_percentage,
    currency: row.currency,
    minimum_order_value: row.minimum_order_cents / 100,
    status: row.status,
    validity: row.validity,
    expired: Boolean(expires && expires <= now),
    paymentmethods: (row.paymentmethods as TPaymentMethod[] | null) ?? null,
  };
}

/** GET /api/discountcode.php?code=: a code the member could use (its order conditions apply later). */
export async function lookUpDiscount(db: Queryable, site: TSiteRow, buyer: TBuyer, code: string, now: Date) {
  const row = await findDiscountCode(db, site, code);
  if (!meantFor(row, buyer)) throw new AppError('discount_not_found');
  const expires = expiresFor(row, buyer);
  if (expires && expires <= now) throw new AppError('discount_expired');
  if (await usedBy(db, row, buyer)) throw new AppError('discount_used');
  return toDiscountView(row, buyer, now);
}

/**
 * The welcome offer (spec points 4 and 9): a code valid for a window after signup (the time bonus,
 * TIMEBONUS25 for 4 hours), for members who have not bought yet and not used it. 404 otherwise.
 */
export async function welcomeDiscount(db: Queryable, site: TSiteRow, buyer: TBuyer, now: Date) {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('signup_window_seconds', 'is not', null)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', site.id)]))
    .orderBy('value_percentage', 'desc')
    .execute();
  for (const row of rows) {
    if (!meantFor(row, buyer)) continue;
    const expires = expiresFor(row, buyer);
    if (expires && expires <= now) continue;
    if (await usedBy(db, row, buyer)) continue;
    return toDiscountView(row, buyer, now);
  }
  throw new AppError('discount_not_found');
}
