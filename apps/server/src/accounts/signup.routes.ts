import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZOkResponse, ZSignupBody, ZSignupResponse, ZTokenQuery } from '@app/shared';
import { rememberMember, setAuthCookie } from '../auth/session';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { requestLanguage } from '../lib/request-language';
import { getUserView } from './accounts.service';
import { activate, resendActivation } from './activation.service';
import { loginContextOf, mailContextOf } from './request-context';
import { signup } from './signup.service';

export function registerSignupRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/api/signup.php',
    summary:
      'Create a member on this site (rules of spec point 5), log in, and send the activation mail. 201 { user }.',
    body: ZSignupBody,
    response: ZSignupResponse,
    status: 201,
    handler: async ({ req, reply, body }) => {
      const language = await requestLanguage(req);
      const { userId, token } = await signup(deps, body, {
        ...loginContextOf(req),
        mail: mailContextOf(req),
        language,
      });
      setAuthCookie(req, reply, token);
      const user = await getUserView(deps.db, req.site, userId);
      rememberMember(req, { sessionId: 0, userId, language: user.language });
      return { user };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/activation.php',
    summary: 'Send the activation mail again (409 already_confirmed; rate limited).',
    response: ZOkResponse,
    handler: async ({ req, member }) => {
      await resendActivation(deps, member.userId, mailContextOf(req));
      return { ok: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/activate.php',
    summary:
      'The link of the activation mail: confirms the address and redirects to /activate/done or /activate/error.',
    query: ZTokenQuery,
    response: z.never(),
    handler: async ({ req, reply, query }) => {
      const done = await activate(deps, query.token, req.site.id);
      return reply.redirect(done ? '/activate/done' : '/activate/error', 303) as never;
    },
  });
}
