import type { FastifyInstance } from 'fastify';
import { ZLanderQuery, ZLanderResponse, ZLanderVideoQuery, ZLanderVideoResponse } from '@app/shared';
import { defineRoute } from '../lib/route';
import { landerAnswer } from './lander-answer';
import { landerMembers } from './lander-members';
import { landerVideo } from './lander-videos';

/** Landers are for visitors: public, light, and the same for everyone of a country (kept a minute by the browser). */
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
      // The visitor's browser may keep it a minute; a shared cache may not: it differs by the visitor's country.
      reply.header('cache-control', 'private, max-age=60');
      return landerAnswer(deps, req.site, req.ip, { count: query.count, map: Boolean(query.map) });
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
