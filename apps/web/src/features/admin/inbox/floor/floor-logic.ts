import { OPERATOR_FIGURES_MAX_DAYS, type TAdminOperatorDay } from '@app/shared';
import { DAY_MS, dayRangeOf, dayTime, lastDays } from '../../components/day-range';

/** The operator floor's pure rules: its filters in the address, the range presets, the period's totals. */

/** Ranges a click away: today, the last week, month and quarter (the longest the server answers). */
export const FLOOR_PRESETS = [1, 7, 30, OPERATOR_FIGURES_MAX_DAYS] as const;
export const FLOOR_DEFAULT_DAYS = 7;

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((dayTime(to) - dayTime(from)) / DAY_MS) + 1;

export interface TFloorFilters {
  site: number | null;
  from: string;
  to: string;
  /** Why nothing is asked: the start after the end, or more days than the server answers. */
  problem: 'order' | 'tooLong' | null;
}

/** The filters in the address (`?site=&from=&to=`); the last week for what is missing or malformed. */
export function readFloorFilters(params: URLSearchParams, now: number): TFloorFilters {
  const site = Number(params.get('site'));
  const range = dayRangeOf(params, lastDays(FLOOR_DEFAULT_DAYS, now));
  const problem =
    range.from > range.to ? 'order' : daysBetween(range.from, range.to) > OPERATOR_FIGURES_MAX_DAYS ? 'tooLong' : null;
  return { site: Number.isInteger(site) && site > 0 ? site : null, ...range, problem };
}

/** The address query of these filters. */
export function floorQuery(filters: Pick<TFloorFilters, 'site' | 'from' | 'to'>): Record<string, string> {
  return { ...(filters.site !== null && { site: String(filters.site) }), from: filters.from, to: filters.to };
}

export type TFloorTotals = Pick<
  TAdminOperatorDay,
  'claimed' | 'answers' | 'first_answers' | 'answered_within_5m' | 'paid_messages' | 'credits_spent' | 'complaints'
>;

/** The counts of the period added up (medians and percentiles do not add up, so they are left out). */
export function floorTotals(rows: readonly TAdminOperatorDay[]): TFloorTotals {
  const totals: TFloorTotals = {
    claimed: 0,
    answers: 0,
    first_answers: 0,
    answered_within_5m: 0,
    paid_messages: 0,
    credits_spent: 0,
    complaints: 0,
  };
  for (const row of rows) for (const key of Object.keys(totals) as Array<keyof TFloorTotals>) totals[key] += row[key];
  return totals;
}
