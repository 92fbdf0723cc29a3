import { ageFromDateOfBirth, ONLINE_RECENTLY_MINUTES, type TMemberCard } from '@app/shared';
import type { TCardRow } from './cards.queries';

/** A profile row as a member card (public fields only). */
export function toCard(row: TCardRow, now: Date): TMemberCard {
  const dateOfBirth = typeof row.date_of_birth === 'string' ? row.date_of_birth : isoDate(row.date_of_birth);
  return {
    id: row.id,
    name: row.name,
    age: ageFromDateOfBirth(dateOfBirth, now),
    city: row.city,
    country: row.country,
    main_image:
      row.filename && row.thumb_filename ? { filename: row.filename, thumb_filename: row.thumb_filename } : null,
    fictional: row.fictional,
    online_recently: now.getTime() - new Date(row.last_active_at).getTime() < ONLINE_RECENTLY_MINUTES * 60_000,
  };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The birth-date window of an age range on a day: born after `from` (exclusive) and on or before `to`. */
export function birthDateRange(minAge: number | undefined, maxAge: number | undefined, today: Date) {
  const shift = (years: number) =>
    isoDate(new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())));
  return {
    // At least minAge: born on or before today minus minAge years.
    to: minAge !== undefined ? shift(minAge) : undefined,
    // At most maxAge: born after today minus (maxAge + 1) years.
    from: maxAge !== undefined ? shift(maxAge + 1) : undefined,
  };
}
