import { sql, type RawBuilder } from 'kysely';
import type { TPosition } from './profile-position';

const KM_PER_DEGREE = 111.2;

/**
 * For lists: true when the profile at `alias` lies within a box of `km` around the position: a range of
 * latitudes the index profiles_position answers, then longitudes. Cheap and a little generous at the
 * corners; callers measure the real distance when it matters.
 */
export function withinBox(position: TPosition, km: number, alias = 'p'): RawBuilder<boolean> {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((position.lat * Math.PI) / 180)));
  return sql<boolean>`(${sql.ref(`${alias}.lat`)} between ${position.lat - dLat} and ${position.lat + dLat}
    and ${sql.ref(`${alias}.lon`)} between ${position.lon - dLon} and ${position.lon + dLon})`;
}

/** The searcher's position on the flat map of `profiles.pos` (longitude scaled by the cosine of the latitude). */
function mapPoint(position: TPosition): RawBuilder<unknown> {
  return sql`point(${position.lon * Math.cos((position.lat * Math.PI) / 180)}, ${position.lat})`;
}

/**
 * An order nearest first, for `orderBy`: the distance on the flat map of `profiles.pos`, exact enough to rank
 * places within a country. Its GiST index (profiles_nearest) yields profiles in this order. Profiles without a
 * position come last (null sorts after every number in ascending order).
 */
export function distanceOrder(position: TPosition, alias = 'p'): RawBuilder<number | null> {
  return sql<number | null>`(${sql.ref(`${alias}.pos`)} <-> ${mapPoint(position)})`;
}

/** True for profiles at most `reach` (a distance of `distanceOrder`) from the position: GiST answers it. */
export function withinReach(position: TPosition, reach: number, alias = 'p'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.pos`)} <@ circle(${mapPoint(position)}, ${reach}))`;
}
