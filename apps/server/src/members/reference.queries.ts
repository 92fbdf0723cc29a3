import type { Queryable } from '../db/database';
import type { RegionSeed } from './data/regions';

export async function listInterests(db: Queryable) {
  return db.selectFrom('interests').select(['key', 'icon']).orderBy('position').execute();
}

export async function listRegions(db: Queryable, country: string) {
  return db
    .selectFrom('regions')
    .select(['code', 'name', 'city'])
    .where('country', '=', country)
    .orderBy('name')
    .execute();
}

export async function upsertRegions(db: Queryable, country: string, regions: readonly RegionSeed[]): Promise<void> {
  if (regions.length === 0) return;
  await db
    .insertInto('regions')
    .values(regions.map((region) => ({ ...region, country })))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        country: eb.ref('excluded.country'),
        name: eb.ref('excluded.name'),
        city: eb.ref('excluded.city'),
        lat: eb.ref('excluded.lat'),
        lon: eb.ref('excluded.lon'),
      })),
    )
    .execute();
}

export async function upsertInterests(
  db: Queryable,
  interests: Array<{ key: string; icon: string; position: number }>,
) {
  await db
    .insertInto('interests')
    .values(interests)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ icon: eb.ref('excluded.icon'), position: eb.ref('excluded.position') })),
    )
    .execute();
}
