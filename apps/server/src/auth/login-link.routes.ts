import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZUser } from '@app/shared';
import { getUserView } from '../accounts/accounts.service';
import { loginContextOf } from '../accounts/request-context';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { defineRoute } from '../lib/route';
import { startSession } from './auth.service';
import { consumeLoginLink } from './login-links';
import { rememberMember, setAuthCookie } from './session';

const ZLoginLinkBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });
const ZLoginLinkResponse = z.object({ user: ZUser, next: z.string() });
/** Guesses per address per hour: a 256-bit token is not guessed, but nobody should keep trying. */
const LINK_TRIES_PER_HOUR = 30;

/**
 * POST /api/login-link.php `{ token }`: the page a mail's personal link opens (`/{token}`) posts it
 * here. A script runs it rather than the link's GET, so a mail scanner that fetches links cannot use
 * up the single use. 400 link_invalid for a used, expired or foreign link.
 */
export function registerLoginLinkRoutes(app: FastifyInstance): void {
  const { deps } = app;
  defineRoute(app, {
    method: 'POST',
    url: '/api/login-link.php',
    summary:
      'Log in with a personal mail link `{ token }` (single use, expiring, one member of one site): { user, next }.',
    body: ZLoginLinkBody,
    response: ZLoginLinkResponse,
    handler: async ({ req, reply, body }) => {
      const now = deps.clock.now();
      await enforceRateLimit(
        deps.rateLimiter,
        { key: `login-link:${req.ip}`, limit: LINK_TRIES_PER_HOUR, windowSeconds: 3600 },
        now,
      );
      const opened = await inTransaction(deps.db, async ({ tx }) => {
        const link = await consumeLoginLink(tx, body.token, req.site.id, now);
        if (!link) return null;
        return { ...link, token: await startSession(tx, link.userId, loginContextOf(req), now) };
      });
      if (!opened) throw new AppError('link_invalid');
      setAuthCookie(req, reply, opened.token);
      const user = await getUserView(deps.db, req.site, opened.userId);
      rememberMember(req, { sessionId: 0, userId: opened.userId, language: user.language });
      return { user, next: opened.targetPath };
    },
  });
}
