import { ageOn, dateOfBirthBounds, DEFAULT_MIN_AGE, MAX_AGE, type TSuggestion, utcCalendarDate } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { toCard } from '../members/cards';
import { meetableProfiles } from '../members/cards.queries';
import { distanceKm } from '../members/geocode';
import { withinBox } from '../members/nearby.queries';
import type { TViewer } from '../members/viewer';

/** Suggestions are drawn from this many recently active candidates nearby, and as many anywhere, then ranked. */
const CANDIDATES = 300;
/** Ages within this many years of the member's own. */
const AGE_SPAN = 10;
/** "Near you": candidates are first looked for within this distance. */
const NEAR_KM = 100;
/** Distance bands, nearest first: within a band, shared interests and activity decide. */
const DISTANCE_BANDS_KM = [25, NEAR_KM, 300];

/** The band of a distance: 0 for the nearest; members whose place is unknown after every band. */
function bandOf(distance: number | null): number {
  if (distance === null) return DISTANCE_BANDS_KM.length + 1;
  const band = DISTANCE_BANDS_KM.findIndex((limit) => distance <= limit);
  return band === -1 ? DISTANCE_BANDS_KM.length : band;
}

/**
 * Match finder and signup matches ("near you"): members whose orientation fits the viewer's both ways, of
 * a similar age, whom they have not liked yet; the nearest first (by distance bands from the viewer's
 * city, else region), then the most shared interests, then activity.
 */
export async function suggestMatches(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: TViewer,
  limit: number,
  options: { withPhotoOnly?: boolean } = {},
): Promise<TSuggestion[]> {
  const now = deps.clock.now();
  const today = utcCalendarDate(now);
  const age = ageOn(viewer.dateOfBirth, today);
  const range = dateOfBirthBounds(Math.max(DEFAULT_MIN_AGE, age - AGE_SPAN), Math.min(MAX_AGE, age + AGE_SPAN), today);
  let query = meetableProfiles(deps.db, viewer.siteId, viewer)
    .select(['p.lat', 'p.lon'])
    .where('p.date_of_birth', '<=', range.to!)
    .where('p.date_of_birth', '>', range.from!)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('likes as l')
            .select('l.liked_id')
            .where('l.liker_id', '=', viewer.profileId)
            .whereRef('l.liked_id', '=', 'p.id'),
        ),
      ),
    );
  if (options.withPhotoOnly) query = query.where('ph.id', 'is not', null);
  const mostRecent = (candidates: typeof query) =>
    candidates.orderBy('p.last_active_at', 'desc').orderBy('p.id', 'desc').limit(CANDIDATES).execute();
  // On a large site the most recently active are mostly far away: nearby candidates are drawn on their own.
  const [nearby, anywhere] = await Promise.all([
    viewer.position ? mostRecent(query.where(withinBox(viewer.position, NEAR_KM))) : [],
    mostRecent(query),
  ]);
  const byId = new Map([...anywhere, ...nearby].map((row) => [row.id, row]));
  const rows = [...byId.values()].sort(
    (a, b) => b.last_active_at.getTime() - a.last_active_at.getTime() || b.id - a.id,
  );
  const mine = new Set(viewer.interests);
  const here = viewer.position;
  return rows
    .map((row, activityRank) => ({
      row,
      activityRank,
      band: bandOf(
        here && row.lat !== null && row.lon !== null ? distanceKm(here, { lat: row.lat, lon: row.lon }) : null,
      ),
      shared: (row.interests as string[]).filter((interest) => mine.has(interest)),
    }))
    .sort((a, b) => a.band - b.band || b.shared.length - a.shared.length || a.activityRank - b.activityRank)
    .slice(0, limit)
    .map(({ row, shared }) => ({ ...toCard(row, now), shared_interests: shared as TSuggestion['shared_interests'] }));
}
