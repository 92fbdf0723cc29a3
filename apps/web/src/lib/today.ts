import { localCalendarDate } from '@app/shared';

/**
 * "Today" for ages and date pickers in the browser: the member's own local calendar date, the day
 * their device shows, so a birthday counts from the member's midnight. The server counts on the UTC
 * date and has the last word at the edge of a day.
 */
export function memberToday(now = new Date()): string {
  return localCalendarDate(now);
}
