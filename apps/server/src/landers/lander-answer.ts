import type { TLanderResponse } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { countryOfIp } from '../sites/geoip';
import type { TSiteRow } from '../sites/sites.queries';
import { selectedCountry } from '../sites/sites.service';
import { landerMap } from './lander-map';
import { landerMembers } from './lander-members';
import { countOnline } from './online-count';

/**
 * What a lander shows a visitor from `ip`: the site's fictional members of its niche (the visitor's country
 * first), the number online, and with `map` the country's map with each member's position. The call
 * `/api/lander.php` answers it, and the page document of a lander brings it along (sites/first-screen.ts).
 */
export async function landerAnswer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  site: TSiteRow,
  ip: string,
  options: { count: number; map: boolean },
): Promise<TLanderResponse> {
  const now = deps.clock.now();
  const country = selectedCountry(site, countryOfIp(ip));
  const [members, online] = await Promise.all([
    landerMembers(deps.db, site, { country, count: options.count, now }),
    countOnline(deps.db, site.id, now),
  ]);
  const map = options.map ? landerMap(country) : null;
  return {
    niche: site.niche,
    country,
    online: Number(online.count),
    profiles: members.map(({ lat, lon, ...member }) => {
      const point = map && lat !== null && lon !== null && member.country === country ? map.project(lat, lon) : null;
      return { ...member, map: point };
    }),
    map: map && { viewBox: map.viewBox, country: map.country, neighbours: map.neighbours },
  };
}
