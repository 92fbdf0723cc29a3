import { describe, expect, it } from 'vitest';
import { calendarDaysAgo, dayKey, dayLabel, formatRelativeTime, relativeParts, withDaySeparators } from './chat-time';

// Local times, so the tests hold in every time zone.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const now = at(24, 15, 30);

describe('day separators', () => {
  it('puts one before the first message of each local day', () => {
    const items = [at(20, 9), at(20, 23, 59), at(21, 0, 1), at(24, 8)].map((date, index) => ({
      id: index,
      created_at: date.toISOString(),
    }));
    const list = withDaySeparators(items, (item) => item.created_at);
    expect(list.map((entry) => (entry.type === 'day' ? entry.key : entry.item.id))).toEqual([
      '2026-11-20',
      0,
      1,
      '2026-11-21',
      2,
      '2026-11-24',
      3,
    ]);
    expect(withDaySeparators([], (item: { created_at: string }) => item.created_at)).toEqual([]);
  });

  it('says today, yesterday, the weekday within a week, else the date', () => {
    const words = { today: 'Today', yesterday: 'Yesterday' };
    expect(dayLabel(at(24, 1), now, 'en', words)).toBe('Today');
    expect(dayLabel(at(23, 23), now, 'en', words)).toBe('Yesterday');
    expect(dayLabel(at(20, 12), now, 'en', words)).toBe('Friday');
    expect(dayLabel(at(2, 12), now, 'en', words)).toBe('Mon, November 2');
    expect(dayLabel(new Date(2025, 0, 5), now, 'en', words)).toBe('Jan 5, 2025');
    expect(dayLabel(at(20, 12), now, 'de', words)).toBe('Freitag');
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(dayKey(at(3, 7))).toBe('2026-11-03');
    expect(calendarDaysAgo(at(23, 23, 59), at(24, 0, 1))).toBe(1);
    expect(calendarDaysAgo(at(24, 0, 1), at(24, 23, 59))).toBe(0);
  });
});

describe('relative time in the chats list', () => {
  it('takes the largest fitting unit: seconds, minutes, hours today, days for a week', () => {
    expect(relativeParts(new Date(2026, 10, 24, 15, 29, 20), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts(at(24, 15, 5), now)).toEqual({ value: -25, unit: 'minute' });
    expect(relativeParts(at(24, 9), now)).toEqual({ value: -6, unit: 'hour' });
    expect(relativeParts(at(23, 22), now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeParts(at(18, 12), now)).toEqual({ value: -6, unit: 'day' });
    expect(relativeParts(at(17, 12), now)).toBeNull();
    // A clock a little ahead of the server's never says "in 1 minute".
    expect(relativeParts(at(24, 15, 31), now)).toEqual({ value: 0, unit: 'second' });
  });

  it('writes it in the member’s language', () => {
    expect(formatRelativeTime(at(24, 15, 30), now, 'en')).toBe('now');
    expect(formatRelativeTime(at(23, 12), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(at(23, 12), now, 'nl')).toBe('gisteren');
    expect(formatRelativeTime(at(1, 12), now, 'en')).toBe('Nov 1, 2026');
  });
});
