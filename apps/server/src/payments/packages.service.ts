import {
  COUNTRY_CURRENCIES,
  COUNTRY_PAYMENT_METHODS,
  isCountry,
  type TPackage,
  type TPaymentMethod,
} from '@app/shared';
import type { Queryable } from '../db/database';
import type { TSiteRow } from '../sites/sites.queries';

/** The currency a member pays in: their country's, else the site's. */
export function currencyFor(site: TSiteRow, country: string | null): string {
  return country && isCountry(country) ? COUNTRY_CURRENCIES[country] : site.currency;
}

export function methodsFor(country: string | null): readonly TPaymentMethod[] {
  return country && isCountry(country) ? COUNTRY_PAYMENT_METHODS[country] : ['card', 'paypal'];
}

/** The site's active packages in a currency, smallest first. */
export async function listPackages(db: Queryable, site: TSiteRow, currency: string): Promise<TPackage[]> {
  const rows = await db
    .selectFrom('credit_packages')
    .selectAll()
    .where('site_id', '=', site.id)
    .where('currency', '=', currency)
    .where('active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    credits: row.credits,
    price_cents: row.price_cents,
    currency: row.currency,
    style: row.style,
    best_value: row.best_value,
    credit_price_cents: Math.round(row.price_cents / row.credits),
  }));
}

/** A package of this site in the member's currency, or undefined. */
export async function findPackage(db: Queryable, site: TSiteRow, packageId: number, currency: string) {
  return db
    .selectFrom('credit_packages')
    .selectAll()
    .where('id', '=', packageId)
    .where('site_id', '=', site.id)
    .where('currency', '=', currency)
    .where('active', '=', true)
    .executeTakeFirst();
}

/**
 * What a number of credits is worth in money, given the site's packages in the member's currency
 * (`listPackages`, `currencyFor`): at the dearest credit of them (the smallest package), so a price shown with it
 * is never less than what a member may have paid. Null when the site sells no credits in that currency.
 */
export function valueOfCredits(
  packages: ReadonlyArray<{ price_cents: number; credits: number }>,
  currency: string,
  credits: number,
): { cents: number; currency: string } | null {
  if (packages.length === 0) return null;
  const dearest = Math.max(...packages.map((pack) => pack.price_cents / pack.credits));
  return { cents: Math.round(credits * dearest), currency };
}
