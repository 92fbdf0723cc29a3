import type { FastifyInstance } from 'fastify';
import { loggedInMember } from '../auth/logged-in-member';
import {
  ZBlockBody,
  ZBlocksResponse,
  ZComplaintBody,
  ZComplaintResponse,
  ZFeaturedMembersResponse,
  ZMemberQuery,
  ZMemberResponse,
  ZMembersQuery,
  ZMembersResponse,
  ZOkResponse,
} from '@app/shared';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { blockMember, listBlocked, unblockMember } from './blocks.service';
import { fileComplaint } from './complaints.service';
import { getMemberProfile } from './member.service';
import { getFeaturedMembers } from './members.service';
import { searchAllowed, searchMembers } from './search.service';

/** Complaints a visitor or member may file per hour. */
const COMPLAINTS_PER_HOUR = 10;

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

  defineRoute(app, {
    method: 'GET',
    url: '/api/members.php',
    summary:
      'Search (gender, country, countryregion, min_age, max_age, page, sort=recent|distance): { results, numResults, pageNumber, pageSize, similar }. A member is offered only members whose orientation fits theirs both ways; `distance` puts the nearest to their city first (unknown places last; visitors get `recent`). Visitors only where the site allows logged-out search.',
    query: ZMembersQuery,
    response: ZMembersResponse,
    handler: async ({ req, query, member }) => {
      if (!searchAllowed(req.site, Boolean(member), query.trafficsource === '1'))
        throw new AppError('authentication_required');
      const viewer = member ? await loggedInMember(req) : null;
      return searchMembers(deps, req.site, viewer, query);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/member.php',
    summary:
      "One member's profile as the viewer may see it: photos by the access rules (locked ones only blurred), the site's visible fields, likes and block state.",
    query: ZMemberQuery,
    response: ZMemberResponse,
    handler: async ({ req, query, member }) => {
      const viewer = member ? await loggedInMember(req) : null;
      return { profile: await getMemberProfile(deps, req.site, viewer, query.id) };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/block.php',
    summary: 'Block a member `{ id }`: neither finds, likes or writes to the other any more.',
    body: ZBlockBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await blockMember(deps, await loggedInMember(req), body.id);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/block.php',
    summary: 'Unblock a member `{ id }`.',
    body: ZBlockBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await unblockMember(deps, await loggedInMember(req), body.id);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/blocks.php',
    summary: 'The members you blocked.',
    response: ZBlocksResponse,
    handler: async ({ req }) => ({ profiles: await listBlocked(deps, await loggedInMember(req)) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/complaints.php',
    summary: 'Report a member or a problem `{ reason, text, profile_id? }` for moderation: 201 { complaint: { id } }.',
    body: ZComplaintBody,
    response: ZComplaintResponse,
    status: 201,
    handler: async ({ req, member, body }) => {
      await enforceRateLimit(
        deps.rateLimiter,
        {
          key: `complaints:${member ? `user:${member.userId}` : `ip:${req.ip}`}`,
          limit: COMPLAINTS_PER_HOUR,
          windowSeconds: 3600,
        },
        deps.clock.now(),
      );
      const viewer = member ? await loggedInMember(req) : null;
      return { complaint: { id: await fileComplaint(deps, req.site, viewer, body) } };
    },
  });
}
