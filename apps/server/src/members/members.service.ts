import { ageOn, ONLINE_RECENTLY_MINUTES, type TMemberCard, utcCalendarDate } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { TSiteRow } from '../sites/sites.queries';
import { findRecentlyActiveWithPhoto } from './members.queries';

const FEATURED_COUNT = 12;

/** Members for the landing page: the most recently active with a photo (visitors see the main photo only). */
export async function getFeaturedMembers(deps: Pick<AppDeps, 'db' | 'clock'>, site: TSiteRow): Promise<TMemberCard[]> {
  const now = deps.clock.now();
  const rows = await findRecentlyActiveWithPhoto(deps.db, site.id, FEATURED_COUNT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    age: ageOn(row.date_of_birth, utcCalendarDate(now)),
    city: row.city,
    country: row.country,
    main_image: row.filename ? { thumb_filename: row.thumb_filename, filename: row.filename } : null,
    fictional: row.fictional,
    verified: row.verified_at !== null,
    online_recently: now.getTime() - row.last_active_at.getTime() < ONLINE_RECENTLY_MINUTES * 60_000,
  }));
}
