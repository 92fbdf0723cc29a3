import { dateOfBirthBounds, MEMBERS_PAGE_SIZE, type TMembersQuery, utcCalendarDate } from '@app/shared';
import type { Queryable } from '../db/database';
import type { TMeeter } from './cards.queries';
import { distanceOrder, withinReach } from './nearby.queries';
import { offeredTo } from './orientation.queries';
import type { TPosition } from './profile-position';
import { noBlockBetween } from './visibility';

export type TSearchFilters = Omit<TMembersQuery, 'page' | 'trafficsource' | 'sort'>;

/** A logged-in searcher: whom they may be offered, and where they live (for "nearest first"). */
export type TSearcher = TMeeter & { position: TPosition | null };

/**
 * Searchable profiles of a site matching the filters, from the profiles table alone so that the
 * search indexes answer it (unconfirmed, invisible, disabled, banned and deleted members are never
 * searchable). Who the viewer may be shown is asked of visibility.ts: of it only the blocks are left;
 * whom they may be offered, of orientation.queries.ts.
 */
export function matchingProfiles(
  db: Queryable,
  siteId: number,
  searcher: TSearcher | null,
  filters: TSearchFilters,
  today: Date,
) {
  const range = dateOfBirthBounds(filters.min_age, filters.max_age, utcCalendarDate(today));
  let query = db.selectFrom('profiles as p').where('p.site_id', '=', siteId).where('p.searchable', '=', true);
  if (filters.gender) query = query.where('p.gender', '=', filters.gender);
  if (filters.country) query = query.where('p.country', '=', filters.country);
  if (filters.countryregion) query = query.where('p.region', '=', filters.countryregion);
  if (filters.verified) query = query.where('p.verified_at', 'is not', null);
  if (range.to) query = query.where('p.date_of_birth', '<=', range.to);
  if (range.from) query = query.where('p.date_of_birth', '>', range.from);
  if (searcher !== null) {
    query = query
      .where('p.id', '!=', searcher.profileId)
      .where(noBlockBetween(searcher.profileId, 'p.id'))
      .where(offeredTo(searcher));
  }
  return query;
}

/**
 * One page of ids: most recently active first, or nearest to `nearestTo` first (members without a known
 * place last, then by activity). With `reach` (see `nearestReach`) only profiles within it are ranked: the
 * GiST index hands them out and the sort sees about a page's worth instead of every match in a country.
 */
export function pageOfIds(
  query: ReturnType<typeof matchingProfiles>,
  page: number,
  nearestTo: TPosition | null,
  reach: number | null = null,
) {
  const near = nearestTo && reach !== null ? query.where(withinReach(nearestTo, reach)) : query;
  const ordered = nearestTo ? near.orderBy(distanceOrder(nearestTo), 'asc') : near;
  return ordered
    .select(['p.id', 'p.last_active_at'])
    .orderBy('p.last_active_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(MEMBERS_PAGE_SIZE)
    .offset((page - 1) * MEMBERS_PAGE_SIZE);
}

/**
 * How far "nearest first" has to reach for `page`: the distance of the page's last member when the nearest
 * are read in distance order alone (the GiST index answers that without a sort), and how many of them have
 * a place. Every member within that distance, ties included, then goes through the full order (distance,
 * then activity) in `pageOfIds`. PostgreSQL 15 cannot continue a GiST distance order with a second key.
 */
export function nearestReach(
  db: Queryable,
  query: ReturnType<typeof matchingProfiles>,
  page: number,
  nearestTo: TPosition,
) {
  const nearest = query
    .select(distanceOrder(nearestTo).as('distance'))
    .orderBy(distanceOrder(nearestTo), 'asc')
    .limit(page * MEMBERS_PAGE_SIZE);
  return db
    .selectFrom(nearest.as('nearest'))
    .select((eb) => [
      eb.fn.max<number | null>('nearest.distance').as('reach'),
      eb.fn.count<string>('nearest.distance').as('placed'),
    ]);
}

/** How many match, counted up to `cap`. */
export function cappedCount(db: Queryable, query: ReturnType<typeof matchingProfiles>, cap: number) {
  return db
    .selectFrom(query.select('p.id').limit(cap).as('found'))
    .select((eb) => eb.fn.countAll<string>().as('count'));
}
