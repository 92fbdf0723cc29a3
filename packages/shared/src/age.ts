/**
 * Ages from dates of birth, the one version for server and browser. Everything is calendar arithmetic
 * on 'YYYY-MM-DD' strings, so no time zone can move a birthday: the caller decides which day "today"
 * is. The server counts on the UTC calendar date (`utcCalendarDate`, the same day for every site); the
 * browser counts on the member's own local calendar date (`localCalendarDate`), which is the day the
 * member sees on their device. The two differ by a day at most around midnight, and the server's
 * answer is the one that counts.
 *
 * Someone born on 29 February has a birthday on 1 March in years without one (the day after 28
 * February), the reading most laws that set an age limit use.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTH_YEAR = 1900;

interface TCalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseDate(value: string): TCalendarDate | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const formatDate = ({ year, month, day }: TCalendarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Whether a string is a 'YYYY-MM-DD' day that exists (no 30 February). */
export function isCalendarDate(value: string): boolean {
  return parseDate(value) !== null;
}

/** The UTC calendar date of a moment: the server's "today". */
export function utcCalendarDate(moment: Date): string {
  return formatDate({ year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() });
}

/** The local calendar date of a moment in the running environment's time zone: the browser's "today". */
export function localCalendarDate(moment: Date): string {
  return formatDate({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
}

/**
 * Whole years completed by someone born on `dateOfBirth` on the day `today` (both 'YYYY-MM-DD' and
 * real dates, as stored ones are).
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = parseDate(dateOfBirth);
  const on = parseDate(today);
  if (!birth || !on) throw new RangeError(`not calendar dates: ${dateOfBirth}, ${today}`);
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * The age a date of birth someone typed gives on `today`, or null when it cannot be one: not a real
 * date, before 1900 or after today.
 */
export function enteredAgeOn(dateOfBirth: string, today: string): number | null {
  const birth = parseDate(dateOfBirth);
  if (!birth || birth.year < EARLIEST_BIRTH_YEAR || dateOfBirth > today) return null;
  return ageOn(dateOfBirth, today);
}

/** The latest date of birth of someone at least `age` years old on `today` (28 Feb for 29 Feb). */
export function latestDateOfBirth(age: number, today: string): string {
  const on = parseDate(today);
  if (!on) throw new RangeError(`not a calendar date: ${today}`);
  const year = on.year - age;
  return formatDate({ year, month: on.month, day: Math.min(on.day, daysInMonth(year, on.month)) });
}

/**
 * The dates of birth of an age range on `today`, for a query: at least `minAge` is born on or before
 * `to`; at most `maxAge` is born after `from` (the latest date of birth of `maxAge + 1`).
 */
export function dateOfBirthBounds(
  minAge: number | undefined,
  maxAge: number | undefined,
  today: string,
): { to: string | undefined; from: string | undefined } {
  return {
    to: minAge !== undefined ? latestDateOfBirth(minAge, today) : undefined,
    from: maxAge !== undefined ? latestDateOfBirth(maxAge + 1, today) : undefined,
  };
}
