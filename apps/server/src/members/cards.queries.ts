import { sql, type ExpressionBuilder } from 'kysely';
import type { Queryable } from '../db/database';
import type { DB } from '../db/schema';

/** Member cards of a site: the profile, its approved main photo, the fictional mark. */
export function profileCards(db: Queryable, siteId: number) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('photos as ph', (join) => join.onRef('ph.id', '=', 'p.main_photo_id').on('ph.status', '=', 'active'))
    .select([
      'p.id',
      'p.name',
      'p.date_of_birth',
      'p.city',
      'p.country',
      'p.region',
      'p.gender',
      'p.interests',
      'p.last_active_at',
      'ph.filename',
      'ph.thumb_filename',
      'u.fictional',
    ])
    .where('p.site_id', '=', siteId)
    .where('u.banned_at', 'is', null);
}

/** A where-condition on `p`: nobody blocked anyone between it and the viewer. */
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

/**
 * Profiles a viewer may meet on a site: searchable (active, not invisible, not deleted), not banned,
 * not the viewer, and nobody either side has blocked.
 */
export function meetableProfiles(db: Queryable, siteId: number, viewerProfileId: number | null) {
  const query = profileCards(db, siteId).where('p.searchable', '=', true);
  if (viewerProfileId === null) return query;
  return query.where('p.id', '!=', viewerProfileId).where(notBlockedWith(viewerProfileId));
}

export type TCardRow = {
  id: number;
  name: string;
  date_of_birth: string | Date;
  city: string;
  country: string;
  last_active_at: Date;
  filename: string | null;
  thumb_filename: string | null;
  fictional: boolean;
};

/** True when either member has blocked the other. */
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
