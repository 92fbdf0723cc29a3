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

/**
 * An order nearest first, for `orderBy`: the squared flat-earth distance, exact enough to rank places
 * within a country and cheap (no trigonometry per row). Profiles without a position come last (null
 * sorts after every number in ascending order).
 */
export function distanceOrder(position: TPosition, alias = 'p'): RawBuilder<number | null> {
  const lonScale = Math.cos((position.lat * Math.PI) / 180);
  return sql<number | null>`(power(${sql.ref(`${alias}.lat`)} - ${position.lat}, 2)
    + power((${sql.ref(`${alias}.lon`)} - ${position.lon}) * ${lonScale}, 2))`;
}
