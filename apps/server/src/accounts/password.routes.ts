import type { FastifyInstance } from 'fastify';
import {
  ZLoggedInResponse,
  ZOkResponse,
  ZPasswordChangeBody,
  ZPasswordResetBody,
  ZPasswordResetRequestBody,
} from '@app/shared';
import { rememberMember, setAuthCookie } from '../auth/session';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { getUserView } from './accounts.service';
import { changePassword, requestPasswordReset, resetPassword } from './password.service';
import { loginContextOf } from './request-context';

export function registerPasswordRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/api/password-reset.php',
    summary:
      'Mail a reset link when the address has an account; the answer and the work in the request are the same either way (a job looks the address up). 429 too_many_resets after 3 a day.',
    body: ZPasswordResetRequestBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await requestPasswordReset(deps, body.email, req.site, req.ip);
      return { ok: true as const };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/password-reset.php',
    summary:
      "Set a new password with the mailed link's token (single use, one hour); ends every other session and logs in.",
    body: ZPasswordResetBody,
    response: ZLoggedInResponse,
    handler: async ({ req, reply, body }) => {
      const { userId, token } = await resetPassword(deps, body.token, body.password, loginContextOf(req));
      setAuthCookie(req, reply, token);
      const user = await getUserView(deps.db, req.site, userId);
      rememberMember(req, { sessionId: 0, userId, language: user.language });
      return { user };
    },
  });

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/password.php',
    summary: 'Change the password with the current one; new and repeat must match. Other sessions end.',
    body: ZPasswordChangeBody,
    response: ZOkResponse,
    handler: async ({ member, body }) => {
      await changePassword(deps, member, body);
      return { ok: true as const };
    },
  });
}
