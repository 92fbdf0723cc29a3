import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import {
  DIRECT_DEBIT_CODE_MINUTES,
  DIRECT_DEBIT_LIMIT_CENTS_30_DAYS,
  DIRECT_DEBIT_MAX_ATTEMPTS,
  DIRECT_DEBIT_MAX_SENDS,
  isLanguage,
  type TOrder,
  isValidIban,
  normaliseIban,
} from '@app/shared';
import type { z } from 'zod';
import type { ZDirectDebitBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { translate } from '../lib/i18n';
import type { TSiteRow } from '../sites/sites.queries';
import type { TBuyerFacts } from './buyer';
import { openMandate, sealMandate } from './mandate-fields';
import { writeOrder } from './orders.service';
import { closeCheckouts } from './pending-orders';
import { toOrderView } from './order-view';
import { currencyFor, findPackage, methodsFor } from './packages.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'sms' | 'cipher'>;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const phoneHint = (phone: string) => `••• ${phone.replace(/\D/g, '').slice(-3)}`;

async function sendCode(deps: Deps, site: TSiteRow, buyer: TBuyerFacts, phone: string, code: string) {
  const language = isLanguage(buyer.language) ? buyer.language : 'en';
  await deps.sms.send(
    phone,
    translate(language, 'directDebit.sms', { code, siteName: site.name, minutes: DIRECT_DEBIT_CODE_MINUTES }),
  );
}

/**
 * Starts a direct-debit purchase (spec point 5): checks the IBAN's checksum, the member's 30-day limit
 * and whether direct debit is blocked for them, keeps the mandate and texts a 6-digit code.
 */
export async function startDirectDebit(
  deps: Deps,
  site: TSiteRow,
  buyer: TBuyerFacts,
  body: z.output<typeof ZDirectDebitBody>,
) {
  if (deps.payments.active.name !== 'sandbox' || !methodsFor(buyer.country).includes('sepa_debit'))
    throw new AppError('method_not_available');
  if (!isValidIban(body.iban)) throw new AppError('iban_invalid');
  const now = deps.clock.now();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const blocked = await deps.db
    .selectFrom('direct_debit_mandates')
    .select('id')
    .where('user_id', '=', buyer.userId)
    .where('status', '=', 'blocked')
    .where('created_at', '>', monthAgo)
    .executeTakeFirst();
  if (blocked) throw new AppError('direct_debit_blocked');
  const currency = currencyFor(site, buyer.country);
  const pack = await findPackage(deps.db, site, body.package, currency);
  if (!pack) throw new AppError('not_found');
  const spent = await deps.db
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('total'))
    .where('user_id', '=', buyer.userId)
    .where('method', '=', 'sepa_debit')
    .where('status', 'in', ['pending', 'completed'])
    .where('created_at', '>', monthAgo)
    .executeTakeFirstOrThrow();
  if (Number(spent.total) + pack.price_cents > DIRECT_DEBIT_LIMIT_CENTS_30_DAYS)
    throw new AppError('direct_debit_limit');

  const code = newCode();
  const mandate = await deps.db
    .insertInto('direct_debit_mandates')
    .values({
      public_id: randomBytes(12).toString('base64url'),
      user_id: buyer.userId,
      package_id: pack.id,
      ...sealMandate(deps.cipher, {
        account_holder: body.account_holder,
        iban: normaliseIban(body.iban),
        street: body.street,
        house_number: body.house_number,
        zip: body.zip,
        city: body.city,
        phone: body.phone,
      }),
      discount_code: body.discount_code ?? null,
      code_hash: hashCode(code),
      code_expires_at: new Date(now.getTime() + DIRECT_DEBIT_CODE_MINUTES * 60_000),
      created_at: now,
    })
    .returning(['public_id'])
    .executeTakeFirstOrThrow();
  await sendCode(deps, site, buyer, body.phone, code);
  return { mandate: { id: mandate.public_id, phone_hint: phoneHint(body.phone) } };
}

async function findMandate(deps: Deps, buyer: TBuyerFacts, publicId: string) {
  const mandate = await deps.db
    .selectFrom('direct_debit_mandates')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('user_id', '=', buyer.userId)
    .executeTakeFirst();
  if (!mandate) throw new AppError('not_found');
  if (mandate.status === 'blocked') throw new AppError('direct_debit_blocked');
  return mandate;
}

/** A new code for a mandate (at most DIRECT_DEBIT_MAX_SENDS in all); earlier codes stop working. */
export async function resendDirectDebitCode(deps: Deps, site: TSiteRow, buyer: TBuyerFacts, publicId: string) {
  const mandate = await findMandate(deps, buyer, publicId);
  if (mandate.status === 'confirmed') throw new AppError('invalid_input', { fields: { mandate: ['confirmed'] } });
  if (mandate.sends >= DIRECT_DEBIT_MAX_SENDS) throw new AppError('rate_limited', { retry_after: 3600 });
  const code = newCode();
  await deps.db
    .updateTable('direct_debit_mandates')
    .set({
      code_hash: hashCode(code),
      code_expires_at: new Date(deps.clock.now().getTime() + DIRECT_DEBIT_CODE_MINUTES * 60_000),
      sends: mandate.sends + 1,
    })
    .where('id', '=', mandate.id)
    .execute();
  const { phone } = openMandate(deps.cipher, mandate);
  await sendCode(deps, site, buyer, phone, code);
  return { mandate: { id: mandate.public_id, phone_hint: phoneHint(phone) } };
}

/**
 * The member typed the code: a wrong one counts (the mandate is blocked after DIRECT_DEBIT_MAX_ATTEMPTS),
 * the right one creates the order, which the collector settles like any other payment.
 */
export async function confirmDirectDebit(
  deps: Deps,
  site: TSiteRow,
  buyer: TBuyerFacts,
  body: { mandate: string; code: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ order: TOrder }> {
  const mandate = await findMandate(deps, buyer, body.mandate);
  if (mandate.status === 'confirmed' && mandate.order_id !== null) {
    const order = await deps.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', mandate.order_id)
      .executeTakeFirstOrThrow();
    return { order: toOrderView(order) };
  }
  const now = deps.clock.now();
  if (new Date(mandate.code_expires_at) <= now) throw new AppError('sms_code_expired');
  if (hashCode(body.code) !== mandate.code_hash) {
    const attempts = mandate.attempts + 1;
    const blocked = attempts >= DIRECT_DEBIT_MAX_ATTEMPTS;
    await deps.db
      .updateTable('direct_debit_mandates')
      .set({ attempts, ...(blocked && { status: 'blocked' as const }) })
      .where('id', '=', mandate.id)
      .execute();
    throw new AppError(blocked ? 'direct_debit_blocked' : 'sms_code_invalid');
  }
  const { order, released } = await inTransaction(deps.db, async ({ tx }) => {
    const written = await writeOrder(tx, deps, site, buyer, {
      packageId: mandate.package_id,
      method: 'sepa_debit',
      discountCode: mandate.discount_code ?? undefined,
      saveMethod: false,
    });
    await tx
      .updateTable('direct_debit_mandates')
      .set({ status: 'confirmed', order_id: written.order.id })
      .where('id', '=', mandate.id)
      .execute();
    return written;
  });
  await closeCheckouts(deps.payments, released, log);
  // The collector (the sandbox in development) settles the debit and reports it as an event.
  const charge = await deps.payments.sandbox.chargeSaved(
    {
      publicId: order.public_id,
      amountCents: order.amount_cents,
      currency: order.currency,
      method: 'sepa_debit',
      description: `${order.credits} credits – ${site.name}`,
      saveMethod: false,
      email: buyer.email,
    },
    `sbx_tok_ok_${mandate.public_id}`,
  );
  await deps.db.updateTable('orders').set({ provider_ref: charge.ref }).where('id', '=', order.id).execute();
  return { order: toOrderView(order) };
}
