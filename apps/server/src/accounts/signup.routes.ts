import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZOkResponse, ZSignupBody, ZSignupResponse, ZTokenQuery } from '@app/shared';
import { rememberMember, setAuthCookie } from '../auth/session';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { requestLanguage } from '../lib/request-language';
import { getUserView } from './accounts.service';
import { openActivationLink, resendActivation } from './activation.service';
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
        // A new account starts in the language it signs up in; nothing to carry over.
        deviceLanguage: null,
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
      'The link of the activation mail: confirms the address and redirects to /activate/done (with ?already=1 when it was confirmed before) or /activate/error.',
    query: ZTokenQuery,
    response: z.never(),
    handler: async ({ req, reply, query }) => {
      const outcome = await openActivationLink(deps, query.token, req.site.id);
      const target = {
        done: '/activate/done',
        already_confirmed: '/activate/done?already=1',
        invalid: '/activate/error',
      };
      return reply.redirect(target[outcome], 303) as never;
    },
  });
}
