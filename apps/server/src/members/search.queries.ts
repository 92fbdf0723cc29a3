import { dateOfBirthBounds, MEMBERS_PAGE_SIZE, type TMembersQuery, utcCalendarDate } from '@app/shared';
import type { Queryable } from '../db/database';
import { noBlockBetween } from './visibility';

export type TSearchFilters = Omit<TMembersQuery, 'page' | 'trafficsource'>;

/**
 * Searchable profiles of a site matching the filters, from the profiles table alone so that the
 * search indexes answer it (unconfirmed, invisible, disabled, banned and deleted members are never
 * searchable). Who the viewer may be shown is asked of visibility.ts: of it only the blocks are left.
 */
export function matchingProfiles(
  db: Queryable,
  siteId: number,
  viewerProfileId: number | null,
  filters: TSearchFilters,
  today: Date,
) {
  const range = dateOfBirthBounds(filters.min_age, filters.max_age, utcCalendarDate(today));
  let query = db.selectFrom('profiles as p').where('p.site_id', '=', siteId).where('p.searchable', '=', true);
  if (filters.gender) query = query.where('p.gender', '=', filters.gender);
  if (filters.country) query = query.where('p.country', '=', filters.country);
  if (filters.countryregion) query = query.where('p.region', '=', filters.countryregion);
  if (range.to) query = query.where('p.date_of_birth', '<=', range.to);
  if (range.from) query = query.where('p.date_of_birth', '>', range.from);
  if (viewerProfileId !== null) {
    query = query.where('p.id', '!=', viewerProfileId).where(noBlockBetween(viewerProfileId, 'p.id'));
  }
  return query;
}

/** One page of ids, most recently active first. */
export function pageOfIds(query: ReturnType<typeof matchingProfiles>, page: number) {
  return query
    .select(['p.id', 'p.last_active_at'])
    .orderBy('p.last_active_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(MEMBERS_PAGE_SIZE)
    .offset((page - 1) * MEMBERS_PAGE_SIZE);
}

/** How many match, counted up to `cap`. */
export function cappedCount(db: Queryable, query: ReturnType<typeof matchingProfiles>, cap: number) {
  return db
    .selectFrom(query.select('p.id').limit(cap).as('found'))
    .select((eb) => eb.fn.countAll<string>().as('count'));
}
