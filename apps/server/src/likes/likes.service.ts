import { sql } from 'kysely';
import type { TLikesResponse } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import { compiledOnce, type TBind } from '../db/compiled-once';
import { reusePlan } from '../db/reuse-plan';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { toCard } from '../members/cards';
import { profileCards } from '../members/cards.queries';
import { sightOf, visibleTo } from '../members/visibility';
import type { TViewer } from '../members/viewer';
import { announceLike } from './like-events';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type AnnouncingDeps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>;
export type TLikeSource = 'profile' | 'swipe' | 'auto' | 'suggestion';

/**
 * The member a viewer may like: on their site, shown to the viewer (visibility.ts: nobody blocked, confirmed,
 * not deleted, banned or disabled), and either findable or one who contacted the viewer first (invisible
 * members can be answered).
 */
export async function assertLikeable(db: Queryable, viewer: TViewer, profileId: number): Promise<void> {
  if (profileId === viewer.profileId) throw new AppError('invalid_input', { fields: { id: ['yourself'] } });
  if ((await sightOf(db, viewer.profileId, profileId)) !== 'visible') throw new AppError('not_found');
  const target = await db
    .selectFrom('profiles as p')
    .select(['p.id', 'p.searchable'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  if (!target) throw new AppError('not_found');
  if (!target.searchable) {
    const contacted = await db
      .selectFrom('likes')
      .select('liker_id')
      .where('liker_id', '=', profileId)
      .where('liked_id', '=', viewer.profileId)
      .executeTakeFirst();
    if (!contacted) throw new AppError('not_found');
  }
}

/**
 * Records a like (again is a no-op) and answers whether it made a match (the other liked back before)
 * and whether it is new, so a repeated tap is not announced twice.
 */
export async function insertLike(db: Queryable, likerId: number, likedId: number, source: TLikeSource, now: Date) {
  const inserted = await db
    .insertInto('likes')
    .values({ liker_id: likerId, liked_id: likedId, source, created_at: now })
    .onConflict((conflict) => conflict.columns(['liker_id', 'liked_id']).doNothing())
    .returning('liker_id')
    .executeTakeFirst();
  const back = await db
    .selectFrom('likes')
    .select('liker_id')
    .where('liker_id', '=', likedId)
    .where('liked_id', '=', likerId)
    .executeTakeFirst();
  return { match: Boolean(back), created: Boolean(inserted) };
}

export async function likeMember(
  deps: AnnouncingDeps,
  viewer: TViewer,
  profileId: number,
  source: TLikeSource = 'profile',
): Promise<{ match: boolean }> {
  return inTransaction(deps.db, async (context) => {
    const { tx } = context;
    await assertLikeable(tx, viewer, profileId);
    const { match, created } = await insertLike(tx, viewer.profileId, profileId, source, deps.clock.now());
    if (created) await announceLike(deps, context, viewer.profileId, profileId, match);
    return { match };
  });
}

export async function unlikeMember(deps: Deps, viewer: TViewer, profileId: number): Promise<void> {
  await deps.db
    .deleteFrom('likes')
    .where('liker_id', '=', viewer.profileId)
    .where('liked_id', '=', profileId)
    .execute();
}

/** Likes several suggestions at once (signup matches); answers the ones that became matches. */
export async function likeMany(deps: AnnouncingDeps, viewer: TViewer, ids: number[]): Promise<number[]> {
  return inTransaction(deps.db, async (context) => {
    const { tx } = context;
    const matches: number[] = [];
    for (const id of [...new Set(ids)]) {
      await assertLikeable(tx, viewer, id);
      const { match, created } = await insertLike(tx, viewer.profileId, id, 'suggestion', deps.clock.now());
      if (match) matches.push(id);
      if (created) await announceLike(deps, context, viewer.profileId, id, match);
    }
    return matches;
  });
}

/** The member's likes both ways, newest first: the likes page's rows. */
function likesOf(db: Queryable, profileId: number) {
  return db
    .selectFrom('likes')
    .select(['liker_id', 'liked_id', 'like_new', 'created_at'])
    .where((eb) => eb.or([eb('liker_id', '=', profileId), eb('liked_id', '=', profileId)]))
    .orderBy('created_at', 'desc')
    .limit(1000);
}

// Both statements are built once per process (db/compiled-once.ts). The cards name the same likes by a subquery
// instead of by the first statement's ids, so the two go to the database together: one round trip's wait.
const likesStatement = compiledOnce((db, bind: TBind<{ profileId: number }>) => likesOf(db, bind('profileId')));
const likedCardsStatement = compiledOnce((db, bind: TBind<{ siteId: number; viewer: number }>) =>
  profileCards(db, bind('siteId'))
    .where('p.id', 'in', () =>
      likesOf(db, bind('viewer'))
        .clearSelect()
        .select(sql<number>`case when liker_id = ${bind('viewer')} then liked_id else liker_id end`.as('id')),
    )
    .where(visibleTo(bind('viewer'), 'p.id'))
    // One plan for every member: the likes by either key, then each card by its primary key.
    .modifyEnd(reusePlan),
);

/**
 * The likes page (spec point 7): likes given and received with their "new" mark, and cards of every
 * member involved. Only members the viewer may be shown (visibility.ts) are in it.
 */
export async function listLikes(deps: Deps, viewer: TViewer): Promise<TLikesResponse> {
  const [rows, liked] = await Promise.all([
    likesStatement(deps.db, { profileId: viewer.profileId }),
    likedCardsStatement(deps.db, { siteId: viewer.siteId, viewer: viewer.profileId }),
  ]);
  // Invisible members who liked the viewer still show: they made the first move. A like given or taken back
  // between the two statements leaves a card without its row (or the reverse): only members in both are shown.
  const others = new Set(rows.map((row) => (row.liker_id === viewer.profileId ? row.liked_id : row.liker_id)));
  const cards = liked.filter((card) => others.has(card.id));
  const present = new Set(cards.map((card) => card.id));
  const now = deps.clock.now();
  const entry = (id: number, row: (typeof rows)[number]) => ({
    id,
    like_new: row.like_new,
    created_at: new Date(row.created_at).toISOString(),
  });
  return {
    profiles: cards.map((row) => toCard(row, now)),
    likes: rows
      .filter((row) => row.liker_id === viewer.profileId && present.has(row.liked_id))
      .map((row) => ({ ...entry(row.liked_id, row), like_new: false })),
    liked_by: rows
      .filter((row) => row.liked_id === viewer.profileId && present.has(row.liker_id))
      .map((row) => entry(row.liker_id, row)),
  };
}

/** Received likes not yet seen, from members the viewer may be shown: the likes badge and the page title count them. */
export async function countNewLikes(db: Queryable, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('liked_id', '=', profileId)
    .where('like_new', '=', true)
    .where(visibleTo(profileId, 'liker_id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
