import { ageOn, ONLINE_RECENTLY_MINUTES, type TMemberCard, utcCalendarDate } from '@app/shared';
import type { TCardRow } from './cards.queries';

/** A profile row as a member card (public fields only). */
export function toCard(row: TCardRow, now: Date): TMemberCard {
  const dateOfBirth = typeof row.date_of_birth === 'string' ? row.date_of_birth : utcCalendarDate(row.date_of_birth);
  return {
    id: row.id,
    name: row.name,
    age: ageOn(dateOfBirth, utcCalendarDate(now)),
    city: row.city,
    country: row.country,
    main_image:
      row.filename && row.thumb_filename
        ? { filename: row.filename, card_filename: row.card_filename, thumb_filename: row.thumb_filename }
        : null,
    fictional: row.fictional,
    verified: row.verified_at !== null,
    online_recently: now.getTime() - new Date(row.last_active_at).getTime() < ONLINE_RECENTLY_MINUTES * 60_000,
  };
}
