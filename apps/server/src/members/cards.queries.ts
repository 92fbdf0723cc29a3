import type { TOrientation } from '@app/shared';
import type { Queryable } from '../db/database';
import { anyId, reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';
import { offeredTo } from './orientation.queries';
import { noBlockBetween } from './visibility';

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
      // When they were last seen (the online dot): the account's exact time, not the profile's coarse copy.
      'u.last_active_at',
      'ph.public_filename as filename',
      'ph.public_card_filename as card_filename',
      'ph.thumb_filename',
      'u.fictional',
      'p.verified_at',
    ])
    .where('p.site_id', '=', siteId)
    .where('u.banned_at', 'is', null);
}

/** The cards of these profiles of the site, in no order; one statement text however many (db/reuse-plan.ts). */
export function cardsByIds(db: Queryable, siteId: number, ids: readonly number[]) {
  return profileCards(db, siteId).where('p.id', '=', anyId(ids)).modifyEnd(reusePlan);
}

const cardsStatement = compiledOnce((db, bind: TBind<{ siteId: number; ids: readonly number[] }>) =>
  cardsByIds(db, bind('siteId'), bind('ids')),
);

/** `cardsByIds` read at once: the statement is built once per process (db/compiled-once.ts). */
export async function cardsOf(db: Queryable, siteId: number, ids: readonly number[]) {
  return ids.length === 0 ? [] : cardsStatement(db, { siteId, ids });
}

/** Who is looking: their profile and what decides whom they are offered. */
export type TMeeter = { profileId: number } & TOrientation;

/**
 * Profiles a viewer may meet on a site (swipe, match finder, auto-like): found (`searchable`: confirmed,
 * not invisible, deleted, banned or disabled), not the viewer, shown to the viewer (visibility.ts), and
 * of an orientation that fits the viewer's both ways (orientation.queries.ts).
 */
export function meetableProfiles(db: Queryable, siteId: number, viewer: TMeeter) {
  return profileCards(db, siteId)
    .where('p.searchable', '=', true)
    .where('p.id', '!=', viewer.profileId)
    .where(noBlockBetween(viewer.profileId, 'p.id'))
    .where(offeredTo(viewer));
}

export type TCardRow = {
  id: number;
  name: string;
  date_of_birth: string | Date;
  city: string;
  country: string;
  last_active_at: Date;
  filename: string | null;
  card_filename: string | null;
  thumb_filename: string | null;
  fictional: boolean;
  verified_at: Date | null;
};
