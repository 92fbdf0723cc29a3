import { localCalendarDate } from '@app/shared';
import { formatDate, formatRelative } from '../../lib/format';

const DAY_MS = 86_400_000;

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The local calendar day of a moment, as YYYY-MM-DD. */
export function dayKey(value: Date | string): string {
  return localCalendarDate(toDate(value));
}

/** Whole local calendar days from `value` to `now` (0 today, 1 yesterday). */
export function calendarDaysAgo(value: Date | string, now: Date): number {
  const date = toDate(value);
  const start = (moment: Date) => new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime();
  return Math.round((start(now) - start(date)) / DAY_MS);
}

export type TChatListItem<T> = { type: 'day'; key: string; date: Date } | { type: 'item'; item: T };

/** The items with a day separator before the first item of each local day. */
export function withDaySeparators<T>(items: readonly T[], dateOf: (item: T) => string): TChatListItem<T>[] {
  const list: TChatListItem<T>[] = [];
  let previous: string | null = null;
  for (const item of items) {
    const date = new Date(dateOf(item));
    const key = dayKey(date);
    if (key !== previous) list.push({ type: 'day', key, date });
    previous = key;
    list.push({ type: 'item', item });
  }
  return list;
}

/** A day separator's text: today, yesterday, the weekday within a week, else the date. */
export function dayLabel(date: Date, now: Date, language: string, words: { today: string; yesterday: string }) {
  const days = calendarDaysAgo(date, now);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days > 1 && days < 7) return formatDate(date, language, { weekday: 'long' });
  return formatDate(
    date,
    language,
    date.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'long', weekday: 'short' }
      : { dateStyle: 'medium' },
  );
}

export type TRelativeParts = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' };

/** How long ago, in the largest fitting unit: minutes, hours today, then days for a week; null beyond. */
export function relativeParts(value: Date | string, now: Date): TRelativeParts | null {
  const date = toDate(value);
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return { value: 0, unit: 'second' };
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: 'minute' };
  const days = calendarDaysAgo(date, now);
  if (days <= 0) return { value: -Math.floor(seconds / 3600), unit: 'hour' };
  if (days < 7) return { value: -days, unit: 'day' };
  return null;
}

/** "now", "5 min. ago", "yesterday", "3 days ago", or the date, in the member's language. */
export function formatRelativeTime(value: Date | string, now: Date, language: string): string {
  const parts = relativeParts(value, now);
  if (!parts) return formatDate(value, language, { dateStyle: 'medium' });
  return formatRelative(parts.value, parts.unit, language, { numeric: 'auto', style: 'short' });
}
