import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database';
import { anyId, reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';

/**
 * Who may see whom: the one place that decides it, for single members (`sightsOf`) and for lists
 * (`visibleTo`), on every surface: search, profile page, likes, swipe, match finder, chat, mails and pushes
 * (docs/decisions/013-who-may-see-whom.md lists them). Every call takes the handle it runs on, so inside a
 * transaction pass `tx` (the root handle would throw there).
 *
 * How a member appears to a viewer:
 * - `visible`: as usual, card and presence;
 * - `blocked_by_viewer`: the viewer blocked them: they leave the viewer's lists;
 * - `blocked_viewer`: they blocked the viewer: nothing of them shows beyond an anonymous "unavailable";
 * - `deleted`: their account is deleted (and may come back within 14 days): nothing of them shows;
 * - `banned`: staff banned them: shown as "unavailable", like a block, so a ban is not announced;
 * - `unconfirmed`: their e-mail address is not confirmed yet: they may write first and like (spec), but no
 *   surface shows them, no mail or push announces them; only a conversation shows them, so it can be answered;
 * - `disabled`: a moderator disabled the profile: shown as "unavailable", like a ban.
 * A profile of another site, or none at all, has no sight (null / left out).
 *
 * "May be found" (search, swipe, match finder, landers) is `profiles.searchable`, which the database keeps;
 * a found member is shown to a viewer only where `visibleTo` also holds.
 */
export type TSight =
  'visible' | 'blocked_by_viewer' | 'blocked_viewer' | 'deleted' | 'banned' | 'unconfirmed' | 'disabled';

/** How a member appears to the viewer, and the blocks between them both ways (which the sight may hide). */
export interface TSightWithBlocks {
  sight: TSight;
  blockedByViewer: boolean;
  blockedViewer: boolean;
}

/** How each of `otherProfileIds` appears to the viewer; profiles of another site are left out. */
export async function sightsOf(
  db: Queryable,
  viewerProfileId: number,
  otherProfileIds: readonly number[],
): Promise<Map<number, TSight>> {
  const found = await sightsWithBlocksOf(db, viewerProfileId, otherProfileIds);
  return new Map([...found].map(([id, { sight }]) => [id, sight]));
}

/**
 * What a sight is read from, for the profiles of the viewer's site the caller names (`.where('p.id', ...)`: an
 * array value, or a subquery, so that a list and its sights can go to the database together). `sightsOfRows`
 * turns the rows into sights.
 */
export function sightRows(db: Queryable, viewerProfileId: number) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => [
      'p.id',
      eb('u.deleted_at', 'is not', null).as('deleted'),
      eb('u.banned_at', 'is not', null).as('banned'),
      eb('u.status', '!=', 'confirmed').as('unconfirmed'),
      // The staff decision; a confirmed member's own profile is otherwise always 'active'.
      eb('p.status', '!=', 'active').as('disabled'),
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select('b.blocker_id')
            .where('b.blocker_id', '=', viewerProfileId)
            .whereRef('b.blocked_id', '=', 'p.id'),
        )
        .as('blocked_by_viewer'),
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select('b.blocker_id')
            .whereRef('b.blocker_id', '=', 'p.id')
            .where('b.blocked_id', '=', viewerProfileId),
        )
        .as('blocked_viewer'),
    ])
    .where('p.site_id', '=', (eb) =>
      eb.selectFrom('profiles as v').select('v.site_id').where('v.id', '=', viewerProfileId),
    );
}

type TSightRow = Awaited<ReturnType<ReturnType<typeof sightRows>['executeTakeFirstOrThrow']>>;

/** The sights of rows read with `sightRows`, by profile id. */
export function sightsOfRows(rows: readonly TSightRow[]): Map<number, TSightWithBlocks> {
  // The viewer's own block wins: the row they chose to be rid of stays gone whatever else happened.
  // Unconfirmed before disabled: until the address is confirmed a profile may be held back for that alone.
  const sight = (row: TSightRow): TSight =>
    row.blocked_by_viewer
      ? 'blocked_by_viewer'
      : row.deleted
        ? 'deleted'
        : row.blocked_viewer
          ? 'blocked_viewer'
          : row.banned
            ? 'banned'
            : row.unconfirmed
              ? 'unconfirmed'
              : row.disabled
                ? 'disabled'
                : 'visible';
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sight: sight(row),
        blockedByViewer: Boolean(row.blocked_by_viewer),
        blockedViewer: Boolean(row.blocked_viewer),
      },
    ]),
  );
}

const sightsStatement = compiledOnce((db, bind: TBind<{ viewer: number; ids: readonly number[] }>) =>
  sightRows(db, bind('viewer'))
    .where('p.id', '=', anyId(bind('ids')))
    .modifyEnd(reusePlan),
);

/** `sightsOf` with the blocks both ways, read in the same statement. */
async function sightsWithBlocksOf(
  db: Queryable,
  viewerProfileId: number,
  otherProfileIds: readonly number[],
): Promise<Map<number, TSightWithBlocks>> {
  if (otherProfileIds.length === 0) return new Map();
  return sightsOfRows(await sightsStatement(db, { viewer: viewerProfileId, ids: otherProfileIds }));
}

/** How one member appears to the viewer, or null when they are not a member of the viewer's site. */
export async function sightOf(db: Queryable, viewerProfileId: number, otherProfileId: number): Promise<TSight | null> {
  return (await sightsOf(db, viewerProfileId, [otherProfileId])).get(otherProfileId) ?? null;
}

/** `sightOf` with the blocks both ways (a conversation shows them), in one statement; null as `sightOf`. */
export async function sightWithBlocksOf(
  db: Queryable,
  viewerProfileId: number,
  otherProfileId: number,
): Promise<TSightWithBlocks | null> {
  return (await sightsWithBlocksOf(db, viewerProfileId, [otherProfileId])).get(otherProfileId) ?? null;
}

/** Whether the viewer may see the other member's card and presence (typing, online, read receipts). */
export async function canSee(db: Queryable, viewerProfileId: number, otherProfileId: number): Promise<boolean> {
  return (await sightOf(db, viewerProfileId, otherProfileId)) === 'visible';
}

/**
 * Inside a conversation: the other member's card and presence show when they are visible, and also while
 * their address is unconfirmed (they may write first, and the member they wrote to must be able to answer).
 */
export function shownInConversation(sight: TSight | null | undefined): boolean {
  return sight === 'visible' || sight === 'unconfirmed';
}

/** `canSee` inside a conversation (typing, read receipts): see `shownInConversation`. */
export async function canSeeInConversation(db: Queryable, viewerProfileId: number, otherProfileId: number) {
  return shownInConversation(await sightOf(db, viewerProfileId, otherProfileId));
}

/**
 * Whether a mail or push may announce a like or a match of `aboutProfileId` to `toProfileId`: only when that
 * member may be shown to the recipient at delivery time, so no mail leads to "This profile is not
 * available". Asked when the notice leaves, not when it was queued: a block, ban or deletion in between
 * stops it, and an unconfirmed member's like is never announced (not even after confirming: the like then
 * simply shows on the likes page).
 */
export async function mayAnnounce(db: Queryable, aboutProfileId: number, toProfileId: number): Promise<boolean> {
  return canSee(db, toProfileId, aboutProfileId);
}

/**
 * Whether a mail or push may announce a message of `aboutProfileId` to `toProfileId`: as the conversation
 * shows them (`shownInConversation`), so an unconfirmed member's first message is announced too: the
 * recipient must learn of it to answer, and the conversation it opens shows the writer.
 */
export async function mayAnnounceMessage(db: Queryable, aboutProfileId: number, toProfileId: number) {
  return canSeeInConversation(db, toProfileId, aboutProfileId);
}

/**
 * For lists: a condition true when the profile in `profileColumn` (e.g. 'p.id', 'l.liker_id') is `visible`
 * to the viewer: nobody blocked anybody between them, and the account is confirmed, neither deleted nor
 * banned, and its profile not disabled. The same answer as `sightsOf` gives one by one.
 */
export function visibleTo(viewerProfileId: number, profileColumn: string): RawBuilder<boolean> {
  return sql<boolean>`(${noBlockBetween(viewerProfileId, profileColumn)} and exists (
      select 1 from profiles vp inner join users vu on vu.id = vp.user_id
      where vp.id = ${sql.ref(profileColumn)} and vp.status = 'active'
        and vu.status = 'confirmed' and vu.deleted_at is null and vu.banned_at is null))`;
}

/**
 * For lists already limited to searchable profiles (search, swipe, match finder): `searchable` already
 * excludes deleted, banned, unconfirmed and disabled accounts, so only the blocks between the two are left
 * of `visibleTo`. One small uncorrelated list, so the search indexes still answer.
 */
export function noBlockBetween(viewerProfileId: number, profileColumn: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(profileColumn)} not in (
    select blocked_id from blocks where blocker_id = ${viewerProfileId}
    union all select blocker_id from blocks where blocked_id = ${viewerProfileId})`;
}

/** For the viewer's own lists: true unless the viewer blocked the profile in `profileColumn` (its row leaves them). */
export function notBlockedByViewer(viewerProfileId: number, profileColumn: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (
    select 1 from blocks vb where vb.blocker_id = ${viewerProfileId} and vb.blocked_id = ${sql.ref(profileColumn)})`;
}
