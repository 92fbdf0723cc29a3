import type { FastifyInstance } from 'fastify';
import { ZFeaturedMembersResponse } from '@app/shared';
import { defineRoute } from '../lib/route';
import { getFeaturedMembers } from './members.service';

export function registerMemberRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/api/featured-members.php',
    summary: 'Recently active members with a photo, for the landing page (public card fields only).',
    response: ZFeaturedMembersResponse,
    handler: async ({ req, reply }) => {
      reply.header('cache-control', 'public, max-age=60');
      return { profiles: await getFeaturedMembers(deps, req.site) };
    },
  });
}
