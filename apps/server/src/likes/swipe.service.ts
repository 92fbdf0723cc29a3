import { SWIPE_GAME_DAILY_LIKES, type TSwipeState } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { toCard } from '../members/cards';
import { meetableProfiles } from '../members/cards.queries';
import type { TViewer } from '../members/viewer';
import { announceLike } from './like-events';
import { assertLikeable, insertLike } from './likes.service';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type AnnouncingDeps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>;
const DECK_SIZE = 10;

/** The allowance day starts at midnight UTC; the next one is the following midnight. */
function dayBounds(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, next: new Date(start.getTime() + 86_400_000) };
}

async function swipeLikesToday(db: Queryable, viewer: TViewer, now: Date): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('liker_id', '=', viewer.profileId)
    .where('source', '=', 'swipe')
    .where('created_at', '>=', dayBounds(now).start)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The swipe game (spec points 4 and 9): members whose orientation fits the viewer's both ways whom they
 * have not liked or passed yet, most recently active first, with the likes left today (4 a day).
 */
export async function swipeState(deps: Deps, viewer: TViewer): Promise<TSwipeState> {
  const now = deps.clock.now();
  const [rows, used, lastPass] = await Promise.all([
    meetableProfiles(deps.db, viewer.siteId, viewer)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('likes as l')
              .select('l.liked_id')
              .where('l.liker_id', '=', viewer.profileId)
              .whereRef('l.liked_id', '=', 'p.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('swipe_passes as s')
              .select('s.passed_id')
              .where('s.profile_id', '=', viewer.profileId)
              .whereRef('s.passed_id', '=', 'p.id'),
          ),
        ),
      )
      .orderBy('p.last_active_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(DECK_SIZE)
      .execute(),
    swipeLikesToday(deps.db, viewer, now),
    deps.db
      .selectFrom('swipe_passes')
      .select('passed_id')
      .where('profile_id', '=', viewer.profileId)
      .executeTakeFirst(),
  ]);
  const likesLeft = Math.max(0, SWIPE_GAME_DAILY_LIKES - used);
  return {
    cards: rows.map((row) => toCard(row, now)),
    likes_left: likesLeft,
    next_allowance_at: likesLeft === 0 ? dayBounds(now).next.toISOString() : null,
    can_undo: Boolean(lastPass),
  };
}

/**
 * A like or a pass in the swipe game. Likes count against the daily allowance, checked with the
 * viewer's profile row locked so two quick swipes cannot both take the last like (403 swipe_limit).
 */
export async function swipe(deps: AnnouncingDeps, viewer: TViewer, profileId: number, action: 'like' | 'pass') {
  const match = await inTransaction(deps.db, async (context) => {
    const { tx } = context;
    await assertLikeable(tx, viewer, profileId);
    if (action === 'pass') {
      await tx
        .insertInto('swipe_passes')
        .values({ profile_id: viewer.profileId, passed_id: profileId, created_at: deps.clock.now() })
        .onConflict((conflict) =>
          conflict.columns(['profile_id', 'passed_id']).doUpdateSet({ created_at: deps.clock.now() }),
        )
        .execute();
      return false;
    }
    await tx.selectFrom('profiles').select('id').where('id', '=', viewer.profileId).forUpdate().execute();
    const now = deps.clock.now();
    if ((await swipeLikesToday(tx, viewer, now)) >= SWIPE_GAME_DAILY_LIKES)
      throw new AppError('swipe_limit', { next_allowance_at: dayBounds(now).next.toISOString() });
    const like = await insertLike(tx, viewer.profileId, profileId, 'swipe', now);
    if (like.created) await announceLike(deps, context, viewer.profileId, profileId, like.match);
    return like.match;
  });
  return { ...(await swipeState(deps, viewer)), match };
}

/** Takes back the latest pass: that member comes back on top of the deck. */
export async function undoLastPass(deps: Deps, viewer: TViewer): Promise<TSwipeState> {
  const last = await deps.db
    .selectFrom('swipe_passes')
    .select('passed_id')
    .where('profile_id', '=', viewer.profileId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) throw new AppError('not_found');
  await deps.db
    .deleteFrom('swipe_passes')
    .where('profile_id', '=', viewer.profileId)
    .where('passed_id', '=', last.passed_id)
    .execute();
  const state = await swipeState(deps, viewer);
  // The member passed last is shown first again, whatever their activity.
  const back = state.cards.find((card) => card.id === last.passed_id);
  if (back) state.cards = [back, ...state.cards.filter((card) => card.id !== back.id)];
  return state;
}
