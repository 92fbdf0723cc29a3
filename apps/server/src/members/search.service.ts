import {
  MEMBERS_PAGE_SIZE,
  SEARCH_COUNT_CAP,
  type TMemberCard,
  type TMembersQuery,
  type TMembersResponse,
} from '@app/shared';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { toCard } from './cards';
import { cardsOf } from './cards.queries';
import {
  cappedCount,
  matchingProfiles,
  nearestReach,
  pageOfIds,
  type TSearcher,
  type TSearchFilters,
} from './search.queries';
import type { TPosition } from './profile-position';

/** Fewer results than this bring similar members found with relaxed filters. */
const FEW_RESULTS = 6;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Logged-out search (spec point 4): members always; visitors by the site's settings and their traffic source. */
export function searchAllowed(site: TSiteRow, loggedIn: boolean, hasTrafficSource: boolean): boolean {
  if (loggedIn || site.logged_out_search !== 'none') return true;
  return site.logged_out_search_trafficsource !== 'none' && hasTrafficSource;
}

/** Where "nearest first" measures from: the searcher's place, when the search asks for it and it is known. */
function nearestTo(searcher: TSearcher | null, sort: TMembersQuery['sort']) {
  return sort === 'distance' ? (searcher?.position ?? null) : null;
}

/** The page, count and similar queries of a search, compiled, for EXPLAIN in the search benchmark. */
export function compiledSearch(deps: Deps, site: TSiteRow, searcher: TSearcher | null, query: TMembersQuery) {
  const { page, trafficsource: _, sort, ...filters } = query;
  const matching = matchingProfiles(deps.db, site.id, searcher, filters, deps.clock.now());
  const relaxed = matchingProfiles(deps.db, site.id, searcher, relaxedFilters(filters), deps.clock.now());
  const nearest = nearestTo(searcher, sort);
  return {
    ...(nearest && { reach: nearestReach(deps.db, matching, page, nearest).compile() }),
    // The reach is the page's own figure; one degree stands in for it here, for the plan's shape.
    page: pageOfIds(matching, page, nearest, nearest ? 1 : null).compile(),
    count: cappedCount(deps.db, matching, SEARCH_COUNT_CAP).compile(),
    similar: pageOfIds(relaxed, 1, nearest, nearest ? 1 : null).compile(),
  };
}

/** Cards for ids, in the order given; banned members on their way out are dropped. */
async function cardsFor(deps: Deps, site: TSiteRow, ids: number[]): Promise<TMemberCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardsOf(deps.db, site.id, ids);
  const now = deps.clock.now();
  const byId = new Map(rows.map((row) => [row.id, toCard(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids of one page. Nearest first reads how far the page reaches first (one index walk in distance order),
 * then ranks only the members within that reach; a page reaching members without a place ranks them all.
 */
async function idsOfPage(
  deps: Deps,
  matching: ReturnType<typeof matchingProfiles>,
  page: number,
  nearest: TPosition | null,
): Promise<number[]> {
  let reach: number | null = null;
  if (nearest) {
    const found = await nearestReach(deps.db, matching, page, nearest).executeTakeFirstOrThrow();
    if (Number(found.placed) === page * MEMBERS_PAGE_SIZE && found.reach !== null) reach = Number(found.reach);
  }
  return (await pageOfIds(matching, page, nearest, reach).execute()).map((row) => row.id);
}

/**
 * The count a page already proves, or null when only a count query can tell (issue 19). A page that is not
 * full ends the list: everything before it plus what it holds (an empty first page: nobody). A full page that
 * reaches the cap proves the cap. A full page before the cap, or an empty page past the end, proves neither.
 */
export function countProvenByPage(page: number, found: number, cap: number): number | null {
  const before = (page - 1) * MEMBERS_PAGE_SIZE;
  if (found === MEMBERS_PAGE_SIZE) return before + found >= cap ? cap : null;
  if (found === 0 && page > 1) return null;
  return Math.min(cap, before + found);
}

/** The relaxed filters of "similar members": the same gender anywhere in the country, ages five years wider. */
export function relaxedFilters(filters: TSearchFilters): TSearchFilters {
  return {
    gender: filters.gender,
    country: filters.country,
    // Who asked for verified members only wants no others among the similar ones either.
    verified: filters.verified,
    min_age: filters.min_age !== undefined ? Math.max(18, filters.min_age - 5) : undefined,
    max_age: filters.max_age !== undefined ? Math.min(99, filters.max_age + 5) : undefined,
  };
}

/**
 * Whether the relaxed search can find anyone the search did not: only when it drops a region or widens the
 * age range. Otherwise it is the same search, whose members are all on the page already (it has fewer than
 * FEW_RESULTS, so all of them fit on page 1).
 */
export function relaxedCanFindMore(filters: TSearchFilters, relaxed: TSearchFilters): boolean {
  return (
    (filters.countryregion !== undefined && relaxed.countryregion === undefined) ||
    filters.min_age !== relaxed.min_age ||
    filters.max_age !== relaxed.max_age
  );
}

/**
 * The member search: filters of spec point 3, most recently active first (or nearest first for a member
 * who asks), a page at a time. Invisible, disabled, deleted and banned members, the searcher, anyone
 * either side blocked and members whose orientation does not fit the searcher's never appear.
 * The page comes first: the count runs only when the page cannot prove it, and the "similar" search only
 * when its relaxed filters can find someone new (issue 19: a search nobody matches cost three scans).
 */
export async function searchMembers(
  deps: Deps,
  site: TSiteRow,
  searcher: TSearcher | null,
  query: TMembersQuery,
): Promise<TMembersResponse> {
  const { page, trafficsource: _, sort, ...filters } = query;
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age)
    throw new AppError('invalid_input', { fields: { max_age: ['below min_age'] } });
  const matching = matchingProfiles(deps.db, site.id, searcher, filters, deps.clock.now());
  const ids = await idsOfPage(deps, matching, page, nearestTo(searcher, sort));
  const numResults =
    countProvenByPage(page, ids.length, SEARCH_COUNT_CAP) ??
    Number((await cappedCount(deps.db, matching, SEARCH_COUNT_CAP).executeTakeFirstOrThrow()).count);
  const results = await cardsFor(deps, site, ids);
  let similar: TMemberCard[] = [];
  const relaxed = relaxedFilters(filters);
  if (numResults < FEW_RESULTS && page === 1 && relaxedCanFindMore(filters, relaxed)) {
    const relaxedMatching = matchingProfiles(deps.db, site.id, searcher, relaxed, deps.clock.now());
    const relaxedIds = await idsOfPage(deps, relaxedMatching, 1, nearestTo(searcher, sort));
    const found = new Set(results.map((card) => card.id));
    similar = await cardsFor(
      deps,
      site,
      relaxedIds.filter((id) => !found.has(id)),
    );
  }
  return { results, numResults, pageNumber: page, pageSize: MEMBERS_PAGE_SIZE, similar };
}
