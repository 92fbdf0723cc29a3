import type { FastifyInstance } from 'fastify';
import {
  ZGeocodeQuery,
  ZGeocodeResponse,
  ZInterestsQuery,
  ZInterestsResponse,
  ZRegionsQuery,
  ZRegionsResponse,
} from '@app/shared';
import { AppError } from '../lib/errors';
import { geocode } from './geocode';
import { defineRoute } from '../lib/route';
import { requestLanguage } from '../lib/request-language';
import { getInterests, getRegions } from './reference.service';

/** Reference data for profiles: cacheable by the browser for an hour. */
export function registerReferenceRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/api/interests.php',
    summary:
      "The profile interests: key, icon and label in `language` when given (the page's own), else in the request language.",
    query: ZInterestsQuery,
    response: ZInterestsResponse,
    handler: async ({ req, query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'cookie, accept-language');
      return { interests: await getInterests(deps.db, query.language ?? (await requestLanguage(req))) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/regions.php',
    summary: 'The first-level regions of a country (ISO 3166-2 code, local name, largest city).',
    query: ZRegionsQuery,
    response: ZRegionsResponse,
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { country: query.country, regions: await getRegions(deps.db, query.country) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/geocode.php',
    summary: 'A browser position (lat, lon) to country, region and city, from offline data; 404 when nothing is near.',
    query: ZGeocodeQuery,
    response: ZGeocodeResponse,
    handler: async ({ query }) => {
      const place = await geocode(deps.db, query);
      if (!place) throw new AppError('not_found');
      return place;
    },
  });
}
