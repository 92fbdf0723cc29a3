import type { TAdminDashboardDay } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  dayList,
  fillDays,
  filterQuery,
  MAX_DAYS,
  rate,
  readFilters,
  revenueByCurrency,
  revenueSeries,
  sumDays,
} from './dashboard-data';
import { lastDays } from '../components/day-range';

const now = Date.parse('2026-03-10T22:15:00Z');
const day = (date: string, figures: Partial<TAdminDashboardDay> = {}): TAdminDashboardDay => ({
  day: date,
  signups: 0,
  activations: 0,
  first_purchases: 0,
  messages: 0,
  operator_replies: 0,
  answered_within_5m: 0,
  complaints: 0,
  ...figures,
});

describe('readFilters', () => {
  it('defaults to the last 30 UTC days, today included, all sites', () => {
    expect(readFilters(new URLSearchParams(), now)).toEqual({
      site: null,
      from: '2026-02-09',
      to: '2026-03-10',
      valid: true,
    });
    expect(lastDays(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('takes a site and dates from the address, and ignores malformed ones', () => {
    expect(readFilters(new URLSearchParams('site=2&from=2026-01-01&to=2026-01-31'), now)).toEqual({
      site: 2,
      from: '2026-01-01',
      to: '2026-01-31',
      valid: true,
    });
    const odd = readFilters(new URLSearchParams('site=x&from=2026-02-30&to=yesterday'), now);
    expect(odd).toEqual({ site: null, from: '2026-02-09', to: '2026-03-10', valid: true });
  });

  it('marks a start after the end as invalid', () => {
    expect(readFilters(new URLSearchParams('from=2026-03-05&to=2026-03-01'), now).valid).toBe(false);
  });
});

describe('filterQuery', () => {
  it('leaves the site out for all sites', () => {
    expect(filterQuery({ site: null, from: '2026-03-01', to: '2026-03-02', valid: true })).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(filterQuery({ site: 3, from: '2026-03-01', to: '2026-03-02', valid: true })).toEqual({
      site: '3',
      from: '2026-03-01',
      to: '2026-03-02',
    });
  });
});

describe('dayList and fillDays', () => {
  it('lists every day inclusive, across a month end', () => {
    expect(dayList('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(dayList('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
  });

  it('keeps the latest days of a very long range', () => {
    const days = dayList('2000-01-01', '2026-03-10');
    expect(days).toHaveLength(MAX_DAYS);
    expect(days.at(-1)).toBe('2026-03-10');
  });

  it('fills days without figures with zeros and keeps the figures of the others', () => {
    const filled = fillDays([day('2026-03-02', { signups: 4, complaints: 1 })], dayList('2026-03-01', '2026-03-03'));
    expect(filled).toEqual([day('2026-03-01'), day('2026-03-02', { signups: 4, complaints: 1 }), day('2026-03-03')]);
  });
});

describe('sumDays and rate', () => {
  it('adds up every figure', () => {
    const totals = sumDays([
      day('2026-03-01', {
        signups: 10,
        activations: 6,
        first_purchases: 2,
        operator_replies: 5,
        answered_within_5m: 4,
      }),
      day('2026-03-02', { signups: 5, activations: 3, messages: 40, complaints: 2 }),
    ]);
    expect(totals).toEqual({
      signups: 15,
      activations: 9,
      first_purchases: 2,
      messages: 40,
      operator_replies: 5,
      answered_within_5m: 4,
      complaints: 2,
    });
  });

  it('gives a fraction, or null without a whole', () => {
    expect(rate(3, 12)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
  });
});

describe('revenue', () => {
  it('totals per currency over payment methods, largest first', () => {
    expect(
      revenueByCurrency([
        { currency: 'EUR', method: 'ideal', orders: 2, amount_cents: 2_000, refunded_cents: 0 },
        { currency: 'CHF', method: 'twint', orders: 1, amount_cents: 5_000, refunded_cents: 500 },
        { currency: 'EUR', method: 'card', orders: 1, amount_cents: 1_500, refunded_cents: 1_500 },
      ]),
    ).toEqual([
      { currency: 'CHF', orders: 1, amount_cents: 5_000, refunded_cents: 500 },
      { currency: 'EUR', orders: 3, amount_cents: 3_500, refunded_cents: 1_500 },
    ]);
  });

  it('spreads daily revenue over the day list per currency, in major units', () => {
    const days = dayList('2026-03-01', '2026-03-03');
    expect(
      revenueSeries(
        [
          { day: '2026-03-03', currency: 'EUR', amount_cents: 1_999 },
          { day: '2026-03-01', currency: 'EUR', amount_cents: 500 },
          { day: '2026-03-02', currency: 'CHF', amount_cents: 1_000 },
          { day: '2026-02-20', currency: 'EUR', amount_cents: 9_999 },
        ],
        days,
      ),
    ).toEqual([
      { currency: 'CHF', values: [0, 10, 0] },
      { currency: 'EUR', values: [5, 0, 19.99] },
    ]);
  });
});
