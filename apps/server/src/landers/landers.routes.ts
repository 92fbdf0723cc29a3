import type { FastifyInstance } from 'fastify';
import { ZLanderQuery, ZLanderResponse, ZLanderVideoQuery, ZLanderVideoResponse } from '@app/shared';
import { defineRoute } from '../lib/route';
import { countryOfIp } from '../sites/geoip';
import { selectedCountry } from '../sites/sites.service';
import { landerMap } from './lander-map';
import { landerMembers } from './lander-members';
import { countOnline } from './online-count';
import { landerVideo } from './lander-videos';

/** Landers are for visitors: public, light, and the same for everyone of a country (cacheable a minute). */
export function registerLanderRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/api/lander.php',
    summary:
      'For landers: the site’s fictional members that fit its niche (those of the visitor’s country first), the number online, and with `map=1` an SVG map of the visitor’s country with each member’s position.',
    query: ZLanderQuery,
    response: ZLanderResponse,
    handler: async ({ req, reply, query }) => {
      const now = deps.clock.now();
      const country = selectedCountry(req.site, countryOfIp(req.ip));
      const [members, online] = await Promise.all([
        landerMembers(deps.db, req.site, { country, count: query.count, now }),
        countOnline(deps.db, req.site.id, now),
      ]);
      const map = query.map ? landerMap(country) : null;
      reply.header('cache-control', 'public, max-age=60');
      return {
        niche: req.site.niche,
        country,
        online: Number(online.count),
        profiles: members.map(({ lat, lon, ...member }) => {
          const point =
            map && lat !== null && lon !== null && member.country === country ? map.project(lat, lon) : null;
          return { ...member, map: point };
        }),
        map: map && { viewBox: map.viewBox, country: map.country, neighbours: map.neighbours },
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/lander-video.php',
    summary:
      'The video of the video landers (`style=kenburns|transitions`), made from the site’s own portraits with ffmpeg and kept in the media storage: { video: { webm, mp4, poster } } (relative to cdn_prefix), or { video: null } while it is made.',
    query: ZLanderVideoQuery,
    response: ZLanderVideoResponse,
    handler: async ({ req, query }) => {
      const site = req.site;
      const video = await landerVideo(
        deps.media,
        { siteId: site.id, niche: site.niche, style: query.style },
        async () =>
          (await landerMembers(deps.db, site, { country: null, count: 8, now: deps.clock.now() }))
            .map((member) => member.main_image?.filename)
            .filter((name): name is string => Boolean(name))
            .slice(0, 6),
        app.log,
      );
      return { video };
    },
  });
}
