import { ONLINE_RECENTLY_MINUTES } from '@app/shared';
import { PROFILE_ACTIVITY_LAG_MS } from '../accounts/last-activity';
import type { Queryable } from '../db/database';

/**
 * Members of a site who may be found and were seen within ONLINE_RECENTLY_MINUTES. The profile's coarse
 * copy of the last activity narrows on the search index (it trails by at most PROFILE_ACTIVITY_LAG_MS),
 * the account's exact time decides.
 */
export async function countOnline(db: Queryable, siteId: number, now: Date): Promise<{ count: number }> {
  const since = new Date(now.getTime() - ONLINE_RECENTLY_MINUTES * 60_000);
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('p.site_id', '=', siteId)
    .where('p.searchable', '=', true)
    .where('p.last_active_at', '>', new Date(since.getTime() - PROFILE_ACTIVITY_LAG_MS))
    .where('u.last_active_at', '>', since)
    .executeTakeFirstOrThrow();
}
