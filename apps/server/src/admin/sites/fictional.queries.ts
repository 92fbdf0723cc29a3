import type { Queryable } from '../../db/database';

export const FICTIONAL_PAGE_SIZE = 50;

/** Fictional profiles only: every console call on them goes through here, so a real member is never touched. */
export function fictionalProfiles(db: Queryable) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('sites as s', 's.id', 'p.site_id')
    .leftJoin('photos as main', 'main.id', 'p.main_photo_id')
    .where('u.fictional', '=', true)
    .selectAll('p')
    .select([
      'main.thumb_filename',
      's.cdn_prefix',
      (eb) =>
        eb
          .selectFrom('photos as ph')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('ph.user_id', '=', 'p.user_id')
          .where('ph.status', '!=', 'rejected')
          .as('photo_count'),
    ]);
}
export type TFictionalRow = Awaited<ReturnType<ReturnType<typeof fictionalProfiles>['executeTakeFirstOrThrow']>>;

export async function listFictionalPage(db: Queryable, siteId: number, page: number, q: string | undefined) {
  let query = fictionalProfiles(db).where('p.site_id', '=', siteId);
  if (q)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['p.name']), 'like', `%${q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`),
    );
  return query
    .orderBy('p.id', 'desc')
    .limit(FICTIONAL_PAGE_SIZE + 1)
    .offset((page - 1) * FICTIONAL_PAGE_SIZE)
    .execute();
}

export async function regionOfCountry(db: Queryable, region: string, country: string): Promise<boolean> {
  const row = await db
    .selectFrom('regions')
    .select('code')
    .where('code', '=', region)
    .where('country', '=', country)
    .executeTakeFirst();
  return Boolean(row);
}

export async function photosOf(db: Queryable, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'public_filename', 'thumb_filename', 'status'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'rejected')
    .orderBy('id')
    .execute();
}
