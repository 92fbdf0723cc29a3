import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthBounds,
  enteredAgeOn,
  isCalendarDate,
  latestDateOfBirth,
  localCalendarDate,
  utcCalendarDate,
} from './age';

describe('ageOn', () => {
  it.each([
    // [date of birth, today, age]
    ['2000-06-15', '2026-06-14', 25], // the day before the birthday
    ['2000-06-15', '2026-06-15', 26], // the birthday
    ['2000-06-15', '2026-06-16', 26], // the day after
    ['2008-11-24', '2026-11-23', 17],
    ['2008-11-23', '2026-11-23', 18],
    ['2000-01-01', '2025-12-31', 25], // across a year end
    ['2000-12-31', '2026-01-01', 25],
    // 29 February: the birthday is 1 March in years without one, 29 February in leap years.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-28', 19],
    ['2008-02-29', '2028-02-29', 20],
    ['2008-02-29', '2028-03-01', 20],
    // Born on 28 February or 1 March, counted on 29 February.
    ['2010-02-28', '2028-02-29', 18],
    ['2010-03-01', '2028-02-29', 17],
    ['2026-05-01', '2026-05-01', 0],
  ])('born %s, on %s: %i', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });
});

describe('enteredAgeOn', () => {
  it.each([
    ['2008-11-23', '2026-11-23', 18],
    ['1990-02-30', '2026-11-23', null], // no such day
    ['2007-02-29', '2026-11-23', null], // 2007 has no 29 February
    ['1990-13-01', '2026-11-23', null],
    ['1990-5-1', '2026-11-23', null],
    ['1899-12-31', '2026-11-23', null],
    ['2026-11-24', '2026-11-23', null], // not born yet
    ['2000-02-29', '2026-11-23', 26], // 2000 is a leap year
  ])('born %s, on %s: %s', (dateOfBirth, today, age) => {
    expect(enteredAgeOn(dateOfBirth, today)).toBe(age);
  });
});

describe('date-of-birth bounds', () => {
  it.each([
    // [age, today, latest date of birth of someone at least that old]
    [18, '2026-11-23', '2008-11-23'],
    [18, '2026-03-01', '2008-03-01'],
    [18, '2028-02-29', '2010-02-28'], // 2010 has no 29 February: the 1 March child is 17
    [20, '2028-02-29', '2008-02-29'],
    [18, '2026-02-28', '2008-02-28'], // the 29 February child turns 18 a day later
  ])('at least %i on %s: born on or before %s', (age, today, latest) => {
    expect(latestDateOfBirth(age, today)).toBe(latest);
    // The bound agrees with ageOn on both sides.
    expect(ageOn(latest, today)).toBeGreaterThanOrEqual(age);
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(ageOn(utcCalendarDate(dayAfter), today)).toBe(age - 1);
  });

  it('gives a query window for a min and max age', () => {
    expect(dateOfBirthBounds(18, 30, '2026-11-23')).toEqual({ to: '2008-11-23', from: '1995-11-23' });
    expect(dateOfBirthBounds(undefined, undefined, '2026-11-23')).toEqual({ to: undefined, from: undefined });
    const { to, from } = dateOfBirthBounds(18, 30, '2026-11-23');
    expect(ageOn('1995-11-24', '2026-11-23')).toBe(30); // just after `from`: still 30
    expect(ageOn(from!, '2026-11-23')).toBe(31); // `from` itself is excluded
    expect(ageOn(to!, '2026-11-23')).toBe(18);
  });
});

describe('calendar dates', () => {
  it('knows real days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
  });

  it('reads the UTC and the local day of a moment', () => {
    expect(utcCalendarDate(new Date('2026-06-14T23:30:00Z'))).toBe('2026-06-14');
    expect(localCalendarDate(new Date(2026, 5, 15, 0, 30))).toBe('2026-06-15');
  });
});
