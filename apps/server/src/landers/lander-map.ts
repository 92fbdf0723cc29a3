import { createRequire } from 'node:module';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import type { Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const WIDTH = 600;
const HEIGHT = 420;

/** ISO 3166-1 numeric codes (the map data's ids) of the countries the product serves. */
const NUMERIC: Record<string, string> = {
  US: '840',
  NL: '528',
  BE: '056',
  FR: '250',
  IT: '380',
  ES: '724',
  DE: '276',
  AT: '040',
  IE: '372',
  GB: '826',
  AU: '036',
  NZ: '554',
  CA: '124',
  PL: '616',
  CH: '756',
  DK: '208',
  FI: '246',
  NO: '578',
  SE: '752',
};

type TCountries = FeatureCollection<Geometry, { name: string }>;
let countries: TCountries | undefined;

/** Country outlines from the world-atlas package (Natural Earth 1:50m), read once: no tile server. */
function world(): TCountries {
  if (!countries) {
    const topology = require('world-atlas/countries-50m.json') as Topology;
    countries = feature(topology, topology.objects.countries!) as unknown as TCountries;
  }
  return countries;
}

export interface TLanderMap {
  viewBox: string;
  /** The visitor's country, drawn strong. */
  country: string;
  /** Neighbours in view, drawn light. */
  neighbours: string[];
  project(lat: number, lon: number): { x: number; y: number } | null;
}

/**
 * A map of the visitor's country (with its neighbours) as SVG paths, projected to fit a 600×420 box,
 * and a projection for placing members on it. Null for a country we have no outline of.
 */
export function landerMap(countryCode: string): TLanderMap | null {
  const id = NUMERIC[countryCode];
  const all = world();
  const target = all.features.find((entry) => entry.id === id);
  if (!target) return null;
  // Far-away islands and territories would shrink the country to a dot: fit its largest mainland part.
  const projection = geoMercator().fitExtent(
    [
      [24, 24],
      [WIDTH - 24, HEIGHT - 24],
    ],
    mainland(target) as GeoPermissibleObjects,
  );
  const path = geoPath(projection);
  const inView = (entry: TCountries['features'][number]) => {
    const [[x0, y0], [x1, y1]] = path.bounds(entry as GeoPermissibleObjects);
    return x1 > 0 && y1 > 0 && x0 < WIDTH && y0 < HEIGHT && entry !== target;
  };
  return {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    country: path(target as GeoPermissibleObjects) ?? '',
    neighbours: all.features.filter(inView).map((entry) => path(entry as GeoPermissibleObjects) ?? ''),
    project(lat, lon) {
      const point = projection([lon, lat]);
      return point ? { x: Math.round(point[0]), y: Math.round(point[1]) } : null;
    },
  };
}

/** The polygon of a multipolygon with the largest area (the mainland), as its own feature. */
function mainland(country: TCountries['features'][number]) {
  if (country.geometry.type !== 'MultiPolygon') return country;
  const path = geoPath();
  const polygons = country.geometry.coordinates.map((coordinates) => ({
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates },
  }));
  return polygons.reduce((best, polygon) => (path.area(polygon) > path.area(best) ? polygon : best));
}
