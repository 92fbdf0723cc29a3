import type { Queryable } from '../db/database';

/**
 * Recently active members of a site who may be found (`searchable`: confirmed, not invisible, disabled,
 * deleted or banned) and have an approved main photo. Visitors see them: nobody's blocks apply.
 */
export async function findRecentlyActiveWithPhoto(db: Queryable, siteId: number, limit: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .innerJoin('photos', 'photos.id', 'profiles.main_photo_id')
    .select([
      'profiles.id',
      'profiles.name',
      'profiles.date_of_birth',
      'profiles.city',
      'profiles.country',
      // The online dot reads the account's exact time; the order stays on the profile's indexed copy.
      'users.last_active_at',
      'photos.thumb_filename',
      'photos.public_filename as filename',
      'photos.public_card_filename as card_filename',
      'users.fictional',
      'profiles.verified_at',
    ])
    .where('profiles.site_id', '=', siteId)
    .where('profiles.searchable', '=', true)
    .where('photos.status', '=', 'active')
    .orderBy('profiles.last_active_at', 'desc')
    .orderBy('profiles.id', 'desc')
    .limit(limit)
    .execute();
}
