import { sql } from 'kysely';
import type { Queryable } from '../db/database';
import { citiesNamed, distanceKm, placeKey } from './geocode';

export interface TPlace {
  country: string;
  region: string | null;
  city: string;
}

export interface TPosition {
  lat: number;
  lon: number;
}

type TRegionPoint = { code: string; city: string; lat: number; lon: number };

/**
 * Where a place lies, from offline data only: the city when we know it (our regions' main cities in their
 * local spelling first, then the GeoNames list; of several towns with that name, the one nearest the
 * region), else the region's main city; null when neither is known.
 */
export async function positionOfPlace(place: TPlace, regions: readonly TRegionPoint[]): Promise<TPosition | null> {
  const region = regions.find((candidate) => candidate.code === place.region);
  const cityKey = placeKey(place.city);
  if (cityKey !== '') {
    const regionCity = regions.find((candidate) => placeKey(candidate.city) === cityKey);
    if (regionCity) return { lat: regionCity.lat, lon: regionCity.lon };
    const towns = await citiesNamed(place.country, place.city);
    const town = region
      ? towns.reduce<(typeof towns)[number] | undefined>(
          (nearest, candidate) =>
            !nearest || distanceKm(region, candidate) < distanceKm(region, nearest) ? candidate : nearest,
          undefined,
        )
      : towns[0];
    if (town) return { lat: town.lat, lon: town.lon };
  }
  return region ? { lat: region.lat, lon: region.lon } : null;
}

/**
 * The one writer of `profiles.lat`/`lon`: places them again from their country, region and city. Every
 * write of a place calls it in its transaction (signup and console profiles through createAccount, the
 * profile form, the console's changes, the seed); `'all'` backfills every profile (migration 0022).
 * One update per distinct place, so a seed batch of thousands costs a handful of statements; the join is on
 * plain equalities (coalesce, not "is not distinct from") so the backfill of a large site can hash it.
 */
export async function refreshPositions(db: Queryable, userIds: readonly number[] | 'all'): Promise<void> {
  if (userIds !== 'all' && userIds.length === 0) return;
  let placesQuery = db.selectFrom('profiles').select(['country', 'region', 'city']).distinct();
  if (userIds !== 'all') placesQuery = placesQuery.where(sql<boolean>`user_id = any(${[...userIds]}::int[])`);
  const places = await placesQuery.execute();
  if (places.length === 0) return;
  const countries = [...new Set(places.map((place) => place.country))];
  const regions = await db
    .selectFrom('regions')
    .select(['code', 'country', 'city', 'lat', 'lon'])
    .where('country', 'in', countries)
    .execute();
  const positions = await Promise.all(
    places.map((place) =>
      positionOfPlace(
        place,
        regions.filter((region) => region.country === place.country),
      ),
    ),
  );
  const column = <T>(pick: (index: number) => T) => places.map((_, index) => pick(index));
  await sql`
    update profiles p set lat = c.lat, lon = c.lon
    from unnest(${column((i) => places[i]!.country)}::text[], ${column((i) => places[i]!.region)}::text[],
      ${column((i) => places[i]!.city)}::text[], ${column((i) => positions[i]?.lat ?? null)}::float8[],
      ${column((i) => positions[i]?.lon ?? null)}::float8[]) as c(country, region, city, lat, lon)
    where p.country = c.country and coalesce(p.region, '') = coalesce(c.region, '') and p.city = c.city
      ${userIds === 'all' ? sql`` : sql`and p.user_id = any(${[...userIds]}::int[])`}`.execute(db);
}
