import { CREDITS_LOW_BADGE_THRESHOLD, UNREAD_BADGE_CAP } from '@app/shared';

/** A count as a badge shows it: nothing at 0, "99+" from 100. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** Credits of a paid member: a badge at 10 or fewer, warning above 0, danger at 0. */
export function creditsBadge(credits: number): { text: string; variant: 'warning' | 'danger' } | null {
  if (credits > CREDITS_LOW_BADGE_THRESHOLD) return null;
  return { text: String(Math.max(0, credits)), variant: credits > 0 ? 'warning' : 'danger' };
}

/** "(N) Title", or the title alone when nothing is waiting. */
export function documentTitle(waiting: number, title: string): string {
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}
