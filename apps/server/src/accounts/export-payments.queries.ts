import type { Queryable } from '../db/database';
import type { DataCipher } from '../lib/data-cipher';
import { maskIban, openMandate } from '../payments/mandate-fields';
import { receiptNumber } from '../payments/transactions.service';
import { allJsonDates, jsonDates } from './export-dates';

/**
 * Purchases with their receipts, codes, saved methods (their label only: the provider's token is a key
 * to charge the member, never shown) and direct-debit mandates, decrypted, with the IBAN masked.
 */
export async function exportPaymentSections(db: Queryable, cipher: DataCipher, userId: number) {
  const orders = await db
    .selectFrom('orders as o')
    .leftJoin('discount_codes as d', 'd.id', 'o.discount_code_id')
    .select([
      'o.id as row_id',
      'o.public_id as id',
      'o.status',
      'o.package_id',
      'o.credits',
      'o.currency',
      'o.list_price_cents',
      'd.code as discount_code',
      'o.discount_cents',
      'o.amount_cents',
      'o.method',
      'o.provider',
      'o.recurring',
      'o.save_method',
      'o.failure_reason',
      'o.created_at',
      'o.completed_at',
      'o.refund_requested_at',
      'o.refunded_at',
    ])
    .where('o.user_id', '=', userId)
    .orderBy('o.id')
    .execute();
  const mandates = await db
    .selectFrom('direct_debit_mandates as m')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .selectAll('m')
    .select('o.public_id as order_public_id')
    .where('m.user_id', '=', userId)
    .orderBy('m.id')
    .execute();
  return {
    orders: orders.map(({ row_id, ...order }) =>
      jsonDates({ ...order, receipt_number: order.completed_at ? receiptNumber(row_id, order.completed_at) : null }),
    ),
    discount_codes_used: allJsonDates(
      await db
        .selectFrom('discount_redemptions as r')
        .innerJoin('discount_codes as d', 'd.id', 'r.discount_code_id')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select(['d.code', 'o.public_id as order_id', 'r.validity', 'r.created_at'])
        .where('r.user_id', '=', userId)
        .orderBy('r.created_at')
        .execute(),
    ),
    personal_discount_codes: allJsonDates(
      await db
        .selectFrom('discount_codes')
        .select([
          'code',
          'value_percentage',
          'currency',
          'minimum_order_cents',
          'paymentmethods as payment_methods',
          'validity',
          'status',
          'expires_at',
          'purpose',
          'created_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    saved_payment_methods: allJsonDates(
      await db
        .selectFrom('saved_payment_methods')
        .select(['provider', 'method', 'label', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    direct_debit_mandates: mandates.map((mandate) => {
      const { iban, ...personal } = openMandate(cipher, mandate);
      return jsonDates({
        id: mandate.public_id,
        package_id: mandate.package_id,
        ...personal,
        iban_masked: maskIban(iban),
        discount_code: mandate.discount_code,
        status: mandate.status,
        code_expires_at: mandate.code_expires_at,
        attempts: mandate.attempts,
        sends: mandate.sends,
        order_id: mandate.order_public_id,
        created_at: mandate.created_at,
      });
    }),
  };
}
