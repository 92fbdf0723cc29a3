import type { FastifyInstance } from 'fastify';
import { ZOwnProfileResponse, ZProfileBody } from '@app/shared';
import { defineMemberRoute } from '../lib/route';
import { getOwnProfile, updateProfile } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/profile.php',
    summary: "The member's own profile: every field, their photos (pending too) and their photo limit.",
    response: ZOwnProfileResponse,
    handler: async ({ req, member }) => ({ profile: await getOwnProfile(deps, req.site, member.userId) }),
  });

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/profile.php',
    summary:
      "Update any of the member's profile fields (rules of spec point 5: name_equals_email, name_starts_with_at, too_young); answers the whole profile.",
    body: ZProfileBody,
    response: ZOwnProfileResponse,
    handler: async ({ req, member, body }) => {
      await updateProfile(deps, req.site, member.userId, body);
      return { profile: await getOwnProfile(deps, req.site, member.userId) };
    },
  });
}
