import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZOkResponse, ZRowId } from '@app/shared';
import { defineMemberRoute } from '../lib/route';

const ZWarning = z.object({ id: z.number().int(), reason: z.string(), text: z.string(), created_at: z.string() });

/** Warnings from moderators: shown to the member until they acknowledge them. */
export function registerWarningRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/warnings.php',
    summary: 'Warnings from the moderators the member has not acknowledged yet.',
    response: z.object({ warnings: z.array(ZWarning) }),
    handler: async ({ member }) => {
      const rows = await deps.db
        .selectFrom('member_warnings')
        .select(['id', 'reason', 'text', 'created_at'])
        .where('user_id', '=', member.userId)
        .where('seen_at', 'is', null)
        .orderBy('id')
        .execute();
      return { warnings: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })) };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/warnings.php',
    summary: 'Acknowledge a warning `{ id }`.',
    body: z.object({ id: ZRowId }),
    response: ZOkResponse,
    handler: async ({ member, body }) => {
      await deps.db
        .updateTable('member_warnings')
        .set({ seen_at: deps.clock.now() })
        .where('id', '=', body.id)
        .where('user_id', '=', member.userId)
        .execute();
      return { ok: true as const };
    },
  });
}
