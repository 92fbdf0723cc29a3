import type { TAdminOperatorDay } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { lastDays } from '../../components/day-range';
import { daysBetween, floorQuery, floorTotals, readFloorFilters } from './floor-logic';

const NOW = Date.parse('2026-03-10T15:00:00Z');

describe('the operator floor filters', () => {
  it('reads the address, with the last week for what is missing or malformed', () => {
    expect(readFloorFilters(new URLSearchParams(''), NOW)).toEqual({
      site: null,
      from: '2026-03-04',
      to: '2026-03-10',
      problem: null,
    });
    expect(readFloorFilters(new URLSearchParams('site=2&from=2026-02-30&to=2026-03-09'), NOW)).toMatchObject({
      site: 2,
      from: '2026-03-04',
      to: '2026-03-09',
    });
    expect(readFloorFilters(new URLSearchParams('site=-1'), NOW).site).toBeNull();
  });

  it('names a range the server would refuse instead of asking for it', () => {
    expect(readFloorFilters(new URLSearchParams('from=2026-03-09&to=2026-03-08'), NOW).problem).toBe('order');
    expect(readFloorFilters(new URLSearchParams('from=2026-01-01&to=2026-04-03'), NOW).problem).toBe('tooLong');
    expect(readFloorFilters(new URLSearchParams('from=2026-01-01&to=2026-04-02'), NOW).problem).toBeNull();
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(1);
    expect(lastDays(92, NOW)).toEqual({ from: '2025-12-09', to: '2026-03-10' });
  });

  it('writes the filters back to the address, leaving out "all sites"', () => {
    expect(floorQuery({ site: null, from: '2026-03-01', to: '2026-03-02' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(floorQuery({ site: 3, from: '2026-03-01', to: '2026-03-02' }).site).toBe('3');
  });

  it('adds up the counts of the period', () => {
    const day = (figures: Partial<TAdminOperatorDay>): TAdminOperatorDay => ({
      day: '2026-03-10',
      staff_id: 1,
      name: 'Anna',
      claimed: 0,
      answers: 0,
      conversations_answered: 0,
      first_answers: 0,
      median_first_answer_seconds: null,
      p90_first_answer_seconds: null,
      answered_within_5m: 0,
      paid_messages: 0,
      credits_spent: 0,
      complaints: 0,
      ...figures,
    });
    expect(floorTotals([day({ claimed: 2, credits_spent: 5 }), day({ claimed: 1, complaints: 1 })])).toMatchObject({
      claimed: 3,
      credits_spent: 5,
      complaints: 1,
      answers: 0,
    });
  });
});
