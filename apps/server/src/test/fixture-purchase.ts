import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AppDeps } from '../app-deps';
import { applyPaymentEvent } from '../payments/payment-events';
import { createOrder } from '../payments/orders.service';
import { currencyFor, listPackages } from '../payments/packages.service';
import type { TSiteRow } from '../sites/sites.queries';
import type { TestApp } from './test-app';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'events' | 'siteUrls' | 'jobs'>;

/**
 * The site's smallest package bought and paid by card, the way a member becomes premium: the order as
 * POST /api/payment.php writes it, then the provider's "succeeded" event as its webhook applies it, which
 * grants the package's credits through the ledger and recomputes premium (payments/premium.ts).
 * Answers the credits the package gave.
 */
export async function buySmallestPackage(
  deps: Deps,
  site: TSiteRow,
  member: { userId: number; email: string; country: string; language: string; signupDate: Date },
): Promise<number> {
  const [smallest] = await listPackages(deps.db, site, currencyFor(site, member.country));
  if (!smallest) throw new Error(`site ${site.id} sells no package for ${member.country}`);
  const buyer = { ...member, siteId: site.id, paidUser: false };
  const { order } = await createOrder(
    deps,
    site,
    buyer,
    { packageId: smallest.id, method: 'card', saveMethod: false },
    { origin: deps.siteUrls.baseUrl(site) },
    // Closing a superseded checkout at the provider only warns; a fresh member has none.
    { warn: () => {} },
  );
  const { provider, provider_ref: ref } = await deps.db
    .selectFrom('orders')
    .select(['provider', 'provider_ref'])
    .where('public_id', '=', order.id)
    .executeTakeFirstOrThrow();
  if (!ref) throw new Error('the provider gave the order no reference');
  const outcome = await applyPaymentEvent(deps, provider, {
    id: `fixture_${randomUUID()}`,
    type: 'succeeded',
    ref,
    amountCents: order.amount_cents,
  });
  if (outcome !== 'applied') throw new Error(`the payment was not applied: ${outcome}`);
  return order.credits;
}

/** A member who signed up just now, logged in, with the packages the credits page offers them (cheapest first). */
export async function loggedInBuyer(t: TestApp) {
  const member = await t.createMember();
  const cookie = await t.login(member.email);
  const answer = await t.app.inject({ url: '/api/packages.php', headers: { cookie } });
  const packs = answer.json().packages as Array<{ id: number; price_cents: number }>;
  return { ...member, cookie, packs };
}

/**
 * The member's purchase of a package (the first one unless told), paid on the sandbox's checkout page as a
 * member pays; its webhook arrives on its own. Answers the order once it is completed.
 */
export async function payOnSandboxCheckout(
  t: TestApp,
  cookie: string,
  { pack, method = 'card', form = 'action=pay&card=success' }: { pack?: number; method?: string; form?: string } = {},
) {
  const packageId =
    pack ?? (await t.app.inject({ url: '/api/packages.php', headers: { cookie } })).json().packages[0].id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment.php',
    headers: { cookie },
    payload: { package: packageId, method },
  });
  const { order, checkout_url } = created.json() as { order: { id: string }; checkout_url: string };
  const checkout = new URL(checkout_url);
  await t.app.inject({
    method: 'POST',
    url: checkout.pathname + checkout.search,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
  await expect
    .poll(
      async () =>
        (await t.app.inject({ url: `/api/payment.php?id=${order.id}`, headers: { cookie } })).json().order.status,
    )
    .toBe('completed');
  const row = await t.db
    .selectFrom('orders')
    .select(['id', 'amount_cents', 'currency'])
    .where('public_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { ...row, publicId: order.id };
}
