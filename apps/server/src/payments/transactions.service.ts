import type { TTransaction } from '@app/shared';
import type { Database } from '../db/database';
import { getCompanyInfo } from '../sites/sites.service';
import type { TSiteRow } from '../sites/sites.queries';
import { toOrderView } from './order-view';

/** Receipt numbers: the year of payment and the order number, e.g. R-2026-000042. */
export function receiptNumber(orderId: number, paidAt: Date): string {
  return `R-${paidAt.getUTCFullYear()}-${String(orderId).padStart(6, '0')}`;
}

/**
 * The member's purchases, newest first (spec route /transactions/{id?}), each paid one with its receipt:
 * the company that sold it (name, address, KvK, VAT numbers) and the receipt number and date.
 */
export async function listTransactions(
  db: Database,
  site: TSiteRow,
  userId: number,
  publicId?: string,
): Promise<{ transactions: TTransaction[]; refund_days: number }> {
  let query = db
    .selectFrom('orders as o')
    .leftJoin('discount_codes as d', 'd.id', 'o.discount_code_id')
    .selectAll('o')
    .select('d.code as discount_code')
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .limit(100);
  if (publicId) query = query.where('o.public_id', '=', publicId);
  const rows = await query.execute();
  const company = rows.some((row) => row.completed_at) ? await getCompanyInfo(db, site) : null;
  return {
    transactions: rows.map((row) => ({
      ...toOrderView(row),
      receipt:
        row.completed_at && company
          ? {
              number: receiptNumber(row.id, new Date(row.completed_at)),
              date: new Date(row.completed_at).toISOString(),
              company,
              site_name: site.name,
            }
          : null,
    })),
    refund_days: site.refund_days,
  };
}
