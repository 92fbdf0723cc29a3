import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface TDashboardRange {
  siteId: number | null;
  from: string;
  to: string;
}

/** The figures of a date range (inclusive, UTC days) for one site or all, from the daily aggregates only. */
export async function dashboard(db: Database, range: TDashboardRange) {
  let days = db
    .selectFrom('daily_stats')
    .select([
      'day',
      sql<number>`sum(signups)`.as('signups'),
      sql<number>`sum(activations)`.as('activations'),
      sql<number>`sum(first_purchases)`.as('first_purchases'),
      sql<number>`sum(messages)`.as('messages'),
      sql<number>`sum(operator_replies)`.as('operator_replies'),
      sql<number>`sum(answered_within_5m)`.as('answered_within_5m'),
      sql<number>`sum(complaints)`.as('complaints'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('day')
    .orderBy('day');
  let revenue = db
    .selectFrom('daily_revenue')
    .select([
      'currency',
      'method',
      sql<number>`sum(orders)`.as('orders'),
      sql<number>`sum(amount_cents)`.as('amount_cents'),
      sql<number>`sum(refunded_cents)`.as('refunded_cents'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['currency', 'method'])
    .orderBy('currency')
    .orderBy('method');
  let revenueByDay = db
    .selectFrom('daily_revenue')
    .select(['day', 'currency', sql<number>`sum(amount_cents)`.as('amount_cents')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'currency'])
    .orderBy('day');
  let traffic = db
    .selectFrom('daily_traffic')
    .select([
      'network',
      'ref',
      'sub1',
      'sub2',
      'sub3',
      sql<number>`sum(signups)`.as('signups'),
      sql<number>`sum(first_purchases)`.as('first_purchases'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['network', 'ref', 'sub1', 'sub2', 'sub3'])
    .orderBy(sql`sum(signups)`, 'desc')
    .limit(200);
  if (range.siteId !== null) {
    days = days.where('site_id', '=', range.siteId);
    revenue = revenue.where('site_id', '=', range.siteId);
    revenueByDay = revenueByDay.where('site_id', '=', range.siteId);
    traffic = traffic.where('site_id', '=', range.siteId);
  }
  const numbers = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
      ]),
    ) as T;
  const [dayRows, revenueRows, revenueDayRows, trafficRows] = await Promise.all([
    days.execute(),
    revenue.execute(),
    revenueByDay.execute(),
    traffic.execute(),
  ]);
  return {
    days: dayRows.map((row) => numbers({ ...row, day: String(row.day) })),
    revenue: revenueRows.map(numbers),
    revenue_by_day: revenueDayRows.map((row) => numbers({ ...row, day: String(row.day) })),
    traffic: trafficRows.map(numbers),
  };
}

/** The days as CSV, for a spreadsheet. */
export function daysCsv(days: Awaited<ReturnType<typeof dashboard>>['days']): string {
  const columns = [
    'day',
    'signups',
    'activations',
    'first_purchases',
    'messages',
    'operator_replies',
    'answered_within_5m',
    'complaints',
  ] as const;
  const lines = [columns.join(','), ...days.map((row) => columns.map((column) => String(row[column])).join(','))];
  return `${lines.join('\n')}\n`;
}
