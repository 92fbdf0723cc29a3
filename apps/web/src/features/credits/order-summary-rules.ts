import type { TDiscountCode, TPackage, TPaymentMethod } from '@app/shared';

/** Why a code that exists would still not apply to this order (the server says the same at payment). */
export type TDiscountProblem = 'currency' | 'minimum' | 'method';

export interface TOrderSummary {
  listCents: number;
  discountCents: number;
  totalCents: number;
  /** The percentage taken off, when the code applies. */
  percent: number | null;
  problem: TDiscountProblem | null;
}

/** A code's own conditions against this order: its currency, its minimum order, its payment methods. */
export function discountProblem(
  pack: Pick<TPackage, 'price_cents' | 'currency'>,
  method: TPaymentMethod | null,
  discount: TDiscountCode,
): TDiscountProblem | null {
  if (discount.currency !== null && discount.currency !== pack.currency) return 'currency';
  if (pack.price_cents < Math.round(discount.minimum_order_value * 100)) return 'minimum';
  if (method !== null && discount.paymentmethods !== null && !discount.paymentmethods.includes(method)) return 'method';
  return null;
}

/**
 * Price, discount and total of an order, for display only: the server computes the price it charges.
 * The discount is rounded to whole cents the way the server rounds it.
 */
export function orderSummary(
  pack: Pick<TPackage, 'price_cents' | 'currency'>,
  method: TPaymentMethod | null,
  discount: TDiscountCode | null,
): TOrderSummary {
  const listCents = pack.price_cents;
  const problem = discount ? discountProblem(pack, method, discount) : null;
  const applies = discount !== null && problem === null && discount.value_percentage > 0;
  const discountCents = applies ? Math.round((listCents * discount.value_percentage) / 100) : 0;
  return {
    listCents,
    discountCents,
    totalCents: listCents - discountCents,
    percent: applies ? discount.value_percentage : null,
    problem,
  };
}

/** How much cheaper a credit is in this package than in the dearest one, in whole percent (0 for none). */
export function savingsPercent(pack: Pick<TPackage, 'credit_price_cents'>, packages: readonly TPackage[]): number {
  const dearest = Math.max(...packages.map((entry) => entry.credit_price_cents));
  if (!Number.isFinite(dearest) || dearest <= 0) return 0;
  return Math.max(0, Math.round((1 - pack.credit_price_cents / dearest) * 100));
}

/** How many messages a number of credits pays for at the site's message price. */
export function messagesFor(credits: number, messageCredits: number): number {
  return messageCredits > 0 ? Math.floor(credits / messageCredits) : credits;
}
