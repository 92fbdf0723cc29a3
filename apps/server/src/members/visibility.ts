import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database';
import type { DB } from '../db/schema';

/**
 * Who may see whom: the one place that decides it, for single members and for lists. Every call takes
 * the handle it runs on, so inside a transaction pass `tx` (the root handle would throw there).
 *
 * How a member appears to a viewer:
 * - `visible`: as usual, card and presence;
 * - `blocked_by_viewer`: the viewer blocked them: they leave the viewer's lists;
 * - `blocked_viewer`: they blocked the viewer: nothing of them shows beyond an anonymous "unavailable";
 * - `deleted`: their account is deleted (and may come back within 14 days): nothing of them shows;
 * - `banned`: staff banned them: shown as "unavailable", like a block, so a ban is not announced.
 * A profile of another site, or none at all, has no sight (null / left out).
 */
export type TSight = 'visible' | 'blocked_by_viewer' | 'blocked_viewer' | 'deleted' | 'banned';

/** How each of `otherProfileIds` appears to the viewer; profiles of another site are left out. */
export async function sightsOf(
  db: Queryable,
  viewerProfileId: number,
  otherProfileIds: readonly number[],
): Promise<Map<number, TSight>> {
  if (otherProfileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => [
      'p.id',
      eb('u.deleted_at', 'is not', null).as('deleted'),
      eb('u.banned_at', 'is not', null).as('banned'),
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
    .where('p.id', 'in', [...otherProfileIds])
    .where('p.site_id', '=', (eb) =>
      eb.selectFrom('profiles as v').select('v.site_id').where('v.id', '=', viewerProfileId),
    )
    .execute();
  // The viewer's own block wins: the row they chose to be rid of stays gone whatever else happened.
  const sight = (row: (typeof rows)[number]): TSight =>
    row.blocked_by_viewer
      ? 'blocked_by_viewer'
      : row.deleted
        ? 'deleted'
        : row.blocked_viewer
          ? 'blocked_viewer'
          : row.banned
            ? 'banned'
            : 'visible';
  return new Map(rows.map((row) => [row.id, sight(row)]));
}

/** How one member appears to the viewer, or null when they are not a member of the viewer's site. */
export async function sightOf(db: Queryable, viewerProfileId: number, otherProfileId: number): Promise<TSight | null> {
  return (await sightsOf(db, viewerProfileId, [otherProfileId])).get(otherProfileId) ?? null;
}

/** Whether the viewer may see the other member's card and presence (typing, online, read receipts). */
export async function canSee(db: Queryable, viewerProfileId: number, otherProfileId: number): Promise<boolean> {
  return (await sightOf(db, viewerProfileId, otherProfileId)) === 'visible';
}

/**
 * For lists: a condition true when the profile in `profileColumn` (e.g. 'p.id', 'cm.other_profile_id') is
 * `visible` to the viewer: nobody blocked anybody between them, and the account is neither deleted nor banned.
 */
export function visibleTo(viewerProfileId: number, profileColumn: string): RawBuilder<boolean> {
  const other = sql.ref(profileColumn);
  return sql<boolean>`(not exists (
      select 1 from blocks vb
      where (vb.blocker_id = ${viewerProfileId} and vb.blocked_id = ${other})
         or (vb.blocker_id = ${other} and vb.blocked_id = ${viewerProfileId}))
    and exists (
      select 1 from profiles vp inner join users vu on vu.id = vp.user_id
      where vp.id = ${other} and vu.deleted_at is null and vu.banned_at is null))`;
}

/** For the viewer's own lists: true unless the viewer blocked the profile in `profileColumn` (its row leaves them). */
export function notBlockedByViewer(viewerProfileId: number, profileColumn: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (
    select 1 from blocks vb where vb.blocker_id = ${viewerProfileId} and vb.blocked_id = ${sql.ref(profileColumn)})`;
}

/** A where-condition on `p`: nobody blocked anyone between it and the viewer (search, likes). */
export function notBlockedWith(viewerProfileId: number) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<DB & { p: DB['profiles'] }, 'p'>) =>
    not(
      exists(
        selectFrom('blocks as b')
          .select(sql`1`.as('one'))
          .where((eb) =>
            eb.or([
              eb.and([eb('b.blocker_id', '=', viewerProfileId), eb('b.blocked_id', '=', eb.ref('p.id'))]),
              eb.and([eb('b.blocker_id', '=', eb.ref('p.id')), eb('b.blocked_id', '=', viewerProfileId)]),
            ]),
          ),
      ),
    );
}

/** True when either member has blocked the other (writing between them is refused). */
export async function blockedEitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}
