import { ageOn, dateOfBirthBounds, DEFAULT_MIN_AGE, MAX_AGE, type TSuggestion, utcCalendarDate } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { toCard } from '../members/cards';
import { meetableProfiles } from '../members/cards.queries';
import type { TViewer } from '../members/viewer';

/** Suggestions are drawn from this many recently active candidates, then ranked. */
const CANDIDATES = 300;
/** Ages within this many years of the member's own. */
const AGE_SPAN = 10;

/**
 * Match finder and signup matches: members of the gender the viewer seeks, of a similar age, whom
 * they have not liked yet; the same region first, then the most shared interests, then activity.
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
  let query = meetableProfiles(deps.db, viewer.siteId, viewer.profileId)
    .where('p.gender', '=', viewer.seeking)
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
  const rows = await query.orderBy('p.last_active_at', 'desc').orderBy('p.id', 'desc').limit(CANDIDATES).execute();
  const mine = new Set(viewer.interests);
  return rows
    .map((row, activityRank) => ({
      row,
      activityRank,
      sameRegion: viewer.region !== null && row.region === viewer.region,
      shared: (row.interests as string[]).filter((interest) => mine.has(interest)),
    }))
    .sort(
      (a, b) =>
        Number(b.sameRegion) - Number(a.sameRegion) ||
        b.shared.length - a.shared.length ||
        a.activityRank - b.activityRank,
    )
    .slice(0, limit)
    .map(({ row, shared }) => ({ ...toCard(row, now), shared_interests: shared as TSuggestion['shared_interests'] }));
}
