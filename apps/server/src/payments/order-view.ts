import type { Selectable } from 'kysely';
import type { TOrder, TPaymentMethod } from '@app/shared';
import type { OrdersTable } from '../db/schema/payments';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** An order as the member sees it (never the provider's references). */
export function toOrderView(row: Selectable<OrdersTable> & { discount_code?: string | null }): TOrder {
  return {
    id: row.public_id,
    status: row.status,
    credits: row.credits,
    currency: row.currency,
    list_price_cents: row.list_price_cents,
    discount_cents: row.discount_cents,
    discount_code: row.discount_code ?? null,
    amount_cents: row.amount_cents,
    method: row.method as TPaymentMethod,
    package_id: row.package_id,
    recurring: row.recurring,
    failure_reason: row.failure_reason,
    created_at: iso(row.created_at)!,
    completed_at: iso(row.completed_at),
    refunded_at: iso(row.refunded_at),
  };
}
