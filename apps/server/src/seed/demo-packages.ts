import type { Queryable } from '../db/database';

/**
 * Credit packages per currency (prices in cents): four sizes, styles p0 to p3, the third the best value.
 * Prices follow local price points rather than exchange rates, as shops do.
 */
const PRICES: Record<string, [number, number, number, number]> = {
  EUR: [999, 1999, 3999, 7999],
  GBP: [899, 1799, 3499, 6999],
  USD: [1099, 2199, 4499, 8999],
  CAD: [1499, 2999, 5999, 11999],
  AUD: [1599, 3299, 6499, 12999],
  NZD: [1799, 3499, 6999, 13999],
  CHF: [990, 1990, 3990, 7990],
  DKK: [7500, 14900, 29900, 59900],
  NOK: [10900, 21900, 44900, 89900],
  SEK: [10900, 21900, 44900, 89900],
  PLN: [4499, 8999, 17999, 35999],
};
const CREDITS = [20, 50, 120, 300] as const;
const STYLES = ['p0', 'p1', 'p2', 'p3'] as const;

/** The packages of a demo site in every currency it may need, and a demo discount code. */
export async function insertDemoPackages(db: Queryable, siteIds: number[]): Promise<void> {
  await db
    .insertInto('credit_packages')
    .values(
      siteIds.flatMap((siteId) =>
        Object.entries(PRICES).flatMap(([currency, prices]) =>
          prices.map((price_cents, index) => ({
            site_id: siteId,
            currency,
            credits: CREDITS[index]!,
            price_cents,
            style: STYLES[index]!,
            best_value: index === 2,
            position: index,
          })),
        ),
      ),
    )
    .execute();
  // A code to try the discount rules with: 10 % from the second package on, for cards and PayPal.
  await db
    .insertInto('discount_codes')
    .values({
      code: 'WELCOME10',
      value_percentage: 10,
      validity: 'once_per_user',
      minimum_order_cents: 1500,
      paymentmethods: JSON.stringify(['card', 'paypal', 'ideal', 'bancontact']),
      site_id: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
