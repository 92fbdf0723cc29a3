import type { FastifyInstance } from 'fastify';
import { INTEREST_KEYS, ZOkResponse, ZProfileUpdateBody } from '@app/shared';
import { AppError } from '../lib/errors';
import { defineMemberRoute } from '../lib/route';

export function registerProfileRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/profile.php',
    summary: "Update the member's own profile: about me and interests (keys of /api/interests.php).",
    body: ZProfileUpdateBody,
    response: ZOkResponse,
    handler: async ({ member, body }) => {
      const unknown = (body.interests ?? []).filter((key) => !(INTEREST_KEYS as readonly string[]).includes(key));
      if (unknown.length > 0)
        throw new AppError('invalid_input', { fields: { interests: [`unknown: ${unknown.join(', ')}`] } });
      await deps.db
        .updateTable('profiles')
        .set({
          ...(body.about !== undefined && { about: body.about }),
          ...(body.interests !== undefined && { interests: JSON.stringify([...new Set(body.interests)]) }),
        })
        .where('user_id', '=', member.userId)
        .execute();
      return { ok: true as const };
    },
  });
}
