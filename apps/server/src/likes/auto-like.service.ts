import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import type { TSiteRow } from '../sites/sites.queries';
import { meetableProfiles } from '../members/cards.queries';
import type { TViewer } from '../members/viewer';

/**
 * GET /api/auto-like.php (spec point 7): a fictional profile whose orientation fits the member's both
 * ways, who has not liked them yet, likes them now. Answers that profile, or null when none is left.
 */
export async function autoLike(deps: Pick<AppDeps, 'db' | 'clock'>, site: TSiteRow, viewer: TViewer) {
  return inTransaction(deps.db, async ({ tx }) => {
    const candidate = await meetableProfiles(tx, site.id, viewer)
      .where('u.fictional', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('likes as l')
              .select('l.liker_id')
              .whereRef('l.liker_id', '=', 'p.id')
              .where('l.liked_id', '=', viewer.profileId),
          ),
        ),
      )
      .orderBy((eb) => eb.fn('random'))
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return null;
    await tx
      .insertInto('likes')
      .values({ liker_id: candidate.id, liked_id: viewer.profileId, source: 'auto', created_at: deps.clock.now() })
      .onConflict((conflict) => conflict.columns(['liker_id', 'liked_id']).doNothing())
      .execute();
    return {
      id: candidate.id,
      name: candidate.name,
      main_image: candidate.filename ? { match: `${site.cdn_prefix}${candidate.filename}` } : null,
    };
  });
}
