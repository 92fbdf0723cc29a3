import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// geoip-country ships the GeoLite2 country table inside its npm package: no download at run time.
const geoip = require('geoip-country') as { lookup(ip: string): { country?: string } | null };

/** The ISO country of an IP address, or null for private, local or unknown addresses. */
export function countryOfIp(ip: string | undefined): string | null {
  if (!ip) return null;
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}
