import type { Queryable } from '../db/database';
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
      'p.last_active_at',
      'ph.public_filename as filename',
      'ph.thumb_filename',
      'u.fictional',
    ])
    .where('p.site_id', '=', siteId)
    .where('u.banned_at', 'is', null);
}

/**
 * Profiles a viewer may meet on a site (swipe, match finder, auto-like): found (`searchable`: confirmed,
 * not invisible, deleted, banned or disabled), not the viewer, and shown to the viewer (visibility.ts).
 */
export function meetableProfiles(db: Queryable, siteId: number, viewerProfileId: number | null) {
  const query = profileCards(db, siteId).where('p.searchable', '=', true);
  if (viewerProfileId === null) return query;
  return query.where('p.id', '!=', viewerProfileId).where(noBlockBetween(viewerProfileId, 'p.id'));
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
