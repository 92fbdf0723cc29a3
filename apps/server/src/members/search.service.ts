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
import { profileCards } from './cards.queries';
import { cappedCount, matchingProfiles, pageOfIds, type TSearchFilters } from './search.queries';

/** Fewer results than this bring similar members found with relaxed filters. */
const FEW_RESULTS = 6;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Logged-out search (spec point 4): members always; visitors by the site's settings and their traffic source. */
export function searchAllowed(site: TSiteRow, loggedIn: boolean, hasTrafficSource: boolean): boolean {
  if (loggedIn || site.logged_out_search !== 'none') return true;
  return site.logged_out_search_trafficsource !== 'none' && hasTrafficSource;
}

/** The page and count queries of a search, compiled, for EXPLAIN in the search benchmark. */
export function compiledSearch(deps: Deps, site: TSiteRow, viewerProfileId: number | null, query: TMembersQuery) {
  const { page, trafficsource: _, ...filters } = query;
  const matching = matchingProfiles(deps.db, site.id, viewerProfileId, filters, deps.clock.now());
  return {
    page: pageOfIds(matching, page).compile(),
    count: cappedCount(deps.db, matching, SEARCH_COUNT_CAP).compile(),
  };
}

/** Cards for ids, in the order given; banned members on their way out are dropped. */
async function cardsFor(deps: Deps, site: TSiteRow, ids: number[]): Promise<TMemberCard[]> {
  if (ids.length === 0) return [];
  const rows = await profileCards(deps.db, site.id).where('p.id', 'in', ids).execute();
  const now = deps.clock.now();
  const byId = new Map(rows.map((row) => [row.id, toCard(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function findPage(
  deps: Deps,
  site: TSiteRow,
  viewerProfileId: number | null,
  filters: TSearchFilters,
  page: number,
) {
  const matching = matchingProfiles(deps.db, site.id, viewerProfileId, filters, deps.clock.now());
  return (await pageOfIds(matching, page).execute()).map((row) => row.id);
}

/**
 * The member search: filters of spec point 3, most recently active first, a page at a time. Invisible,
 * disabled, deleted and banned members, the searcher and anyone either side blocked never appear.
 */
export async function searchMembers(
  deps: Deps,
  site: TSiteRow,
  viewerProfileId: number | null,
  query: TMembersQuery,
): Promise<TMembersResponse> {
  const { page, trafficsource: _, ...filters } = query;
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age)
    throw new AppError('invalid_input', { fields: { max_age: ['below min_age'] } });
  const matching = matchingProfiles(deps.db, site.id, viewerProfileId, filters, deps.clock.now());
  const [ids, counted] = await Promise.all([
    pageOfIds(matching, page).execute(),
    cappedCount(deps.db, matching, SEARCH_COUNT_CAP).executeTakeFirstOrThrow(),
  ]);
  const numResults = Number(counted.count);
  const results = await cardsFor(
    deps,
    site,
    ids.map((row) => row.id),
  );
  let similar: TMemberCard[] = [];
  if (numResults < FEW_RESULTS && page === 1) {
    // Relaxed: the same gender anywhere in the country, ages five years wider.
    const relaxedIds = await findPage(
      deps,
      site,
      viewerProfileId,
      {
        gender: filters.gender,
        country: filters.country,
        min_age: filters.min_age !== undefined ? Math.max(18, filters.min_age - 5) : undefined,
        max_age: filters.max_age !== undefined ? Math.min(99, filters.max_age + 5) : undefined,
      },
      1,
    );
    const found = new Set(results.map((card) => card.id));
    similar = await cardsFor(
      deps,
      site,
      relaxedIds.filter((id) => !found.has(id)),
    );
  }
  return { results, numResults, pageNumber: page, pageSize: MEMBERS_PAGE_SIZE, similar };
}
