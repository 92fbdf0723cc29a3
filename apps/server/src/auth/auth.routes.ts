import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTH_COOKIE_NAME,
  ZLoggedInResponse,
  ZLoginBody,
  ZOkResponse,
  ZPushBody,
  ZPushQuery,
  ZUserResponse,
} from '@app/shared';
import { getUserView } from '../accounts/accounts.service';
import { defineRoute } from '../lib/route';
import { savePushSubscription } from '../notifications/push-subscriptions';
import { login, logout } from './auth.service';
import { AppError } from '../lib/errors';
import { clearAuthCookie, rememberMember, setAuthCookie } from './session';
import { loginContextOf } from '../accounts/request-context';

export function registerAuthRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/api/user.php',
    summary: 'Log in with e-mail and password; with ?push=1, store a Web Push subscription instead.',
    query: ZPushQuery,
    // Login and push share a path; each branch parses its own body for precise field errors.
    body: z.unknown(),
    documentedBody: z.union([ZLoginBody, ZPushBody]),
    response: z.union([ZLoggedInResponse, ZOkResponse]),
    handler: async ({ query, req, reply, member }) => {
      if (query.push === '1') {
        if (!member) throw new AppError('authentication_required');
        const { subscription } = ZPushBody.parse(req.body);
        await savePushSubscription(deps.db, member.userId, subscription);
        return { ok: true as const };
      }
      const credentials = ZLoginBody.parse(req.body);
      const { token, userId } = await login(deps, credentials, loginContextOf(req));
      setAuthCookie(req, reply, token);
      const user = await getUserView(deps.db, req.site, userId);
      rememberMember(req, { sessionId: 0, userId, language: user.language });
      return { user };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user.php',
    summary: 'The logged-in member, or null when logged out.',
    response: ZUserResponse,
    handler: async ({ req, reply, member }) => {
      if (!member) return { user: null };
      // Sliding expiry: every poll renews the cookie's lifetime along with the session's.
      const token = req.cookies[AUTH_COOKIE_NAME];
      if (token) setAuthCookie(req, reply, token);
      return { user: await getUserView(deps.db, req.site, member.userId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/logout.php',
    summary: 'End the current session on the server and clear the cookie.',
    response: ZOkResponse,
    handler: async ({ req, reply, member }) => {
      if (member) await logout(deps, member);
      clearAuthCookie(req, reply);
      rememberMember(req, null);
      return { ok: true as const };
    },
  });
}
