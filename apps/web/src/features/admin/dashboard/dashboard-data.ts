import type { TAdminDashboardDay, TAdminRevenueDay, TAdminRevenueRow } from '@app/shared';
import { DAY_MS, dayRangeOf, dayTime, isoDay, lastDays } from '../components/day-range';

/** The dashboard's shapes and its pure arithmetic: filters from the address, whole day series, totals. */

export const DEFAULT_DAYS = 30;
export const RANGE_PRESETS = [7, 30, 90] as const;
/** More days than this make unreadable charts and a heavy page; the range is cut to its last days. */
export const MAX_DAYS = 732;

export interface TFilters {
  site: number | null;
  from: string;
  to: string;
  /** False when the start lies after the end: nothing is asked then. */
  valid: boolean;
}

/** The filters in the address (`?site=&from=&to=`), the last 30 days for what is missing or malformed. */
export function readFilters(params: URLSearchParams, now: number): TFilters {
  const site = Number(params.get('site'));
  const range = dayRangeOf(params, lastDays(DEFAULT_DAYS, now));
  return { site: Number.isInteger(site) && site > 0 ? site : null, ...range, valid: range.from <= range.to };
}

/** The query the dashboard and its CSV take for these filters. */
export function filterQuery(filters: TFilters): Record<string, string> {
  return { ...(filters.site !== null && { site: String(filters.site) }), from: filters.from, to: filters.to };
}

/** Every day from `from` to `to`, inclusive (at most MAX_DAYS, the latest). */
export function dayList(from: string, to: string): string[] {
  const end = dayTime(to);
  const start = Math.max(dayTime(from), end - (MAX_DAYS - 1) * DAY_MS);
  const days: string[] = [];
  for (let time = start; time <= end; time += DAY_MS) days.push(isoDay(time));
  return days;
}

const EMPTY_DAY = {
  signups: 0,
  activations: 0,
  first_purchases: 0,
  messages: 0,
  operator_replies: 0,
  answered_within_5m: 0,
  complaints: 0,
};

/** One row for each day of the list: the aggregates hold only days with something in them. */
export function fillDays(rows: readonly TAdminDashboardDay[], days: readonly string[]): TAdminDashboardDay[] {
  const byDay = new Map(rows.map((row) => [row.day.slice(0, 10), row]));
  return days.map((day) => ({ ...EMPTY_DAY, ...byDay.get(day), day }));
}

export type TTotals = Omit<TAdminDashboardDay, 'day'>;

export function sumDays(rows: readonly TAdminDashboardDay[]): TTotals {
  const totals = { ...EMPTY_DAY };
  for (const row of rows) for (const key of Object.keys(totals) as Array<keyof TTotals>) totals[key] += row[key];
  return totals;
}

/** `part` of `whole` as a fraction, or null when there is no whole to speak of. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export interface TCurrencyTotal {
  currency: string;
  orders: number;
  amount_cents: number;
  refunded_cents: number;
}

/** Revenue per currency over all payment methods, the largest first. */
export function revenueByCurrency(rows: readonly TAdminRevenueRow[]): TCurrencyTotal[] {
  const totals = new Map<string, TCurrencyTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, orders: 0, amount_cents: 0, refunded_cents: 0 };
    total.orders += row.orders;
    total.amount_cents += row.amount_cents;
    total.refunded_cents += row.refunded_cents;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => b.amount_cents - a.amount_cents || a.currency.localeCompare(b.currency));
}

/** Per currency, the revenue of each day of the list in major units (euros, not cents). */
export function revenueSeries(
  rows: readonly TAdminRevenueDay[],
  days: readonly string[],
): Array<{ currency: string; values: number[] }> {
  const index = new Map(days.map((day, position) => [day, position]));
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const position = index.get(row.day.slice(0, 10));
    if (position === undefined) continue;
    const values = series.get(row.currency) ?? days.map(() => 0);
    values[position]! += row.amount_cents / 100;
    series.set(row.currency, values);
  }
  return [...series.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, values]) => ({ currency, values }));
}
