import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZLanguageBody, ZLoggedInResponse, ZOkResponse } from '@app/shared';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { getUserView, recordPageHidden, setLanguage } from './accounts.service';

export function registerAccountRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/user.php',
    summary: "Change the member's interface language (one of the 11 codes).",
    body: ZLanguageBody,
    response: ZLoggedInResponse,
    handler: async ({ body, req, member }) => {
      await setLanguage(deps.db, member.userId, body.language);
      return { user: await getUserView(deps.db, req.site, member.userId) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/page-hidden.php',
    summary: "Beacon sent when the page becomes hidden; records the member's last activity.",
    body: z.object({}).loose(),
    response: ZOkResponse,
    handler: async ({ member }) => {
      if (member) await recordPageHidden(deps, member.userId);
      return { ok: true as const };
    },
  });
}
