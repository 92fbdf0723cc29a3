import type { FastifyInstance } from 'fastify';
import { loggedInMember } from '../auth/logged-in-member';
import { z } from 'zod';
import {
  ZDeleteAccountBody,
  ZEmailChangeBody,
  ZInvisibleBody,
  ZInvisibleResponse,
  ZNotificationsBody,
  ZNotificationsResponse,
  ZOkResponse,
  ZRetentionOfferResponse,
  ZTokenBody,
  ZTokenQuery,
} from '@app/shared';
import { clearAuthCookie, rememberMember, setAuthCookie } from '../auth/session';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { deleteAccount, reactivateAccount, retentionOffer } from './deletion.service';
import { exportAccount } from './export.service';
import { ZAccountExport } from './export-schema';
import { loginContextOf, mailContextOf } from './request-context';
import {
  confirmEmailChange,
  getNotifications,
  requestEmailChange,
  setInvisible,
  setNotification,
} from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/email.php',
    summary:
      "Ask to change the e-mail address (needs the password); the new address gets a confirmation link, or, when it is another account's, a notice to its owner (the answer is the same).",
    body: ZEmailChangeBody,
    response: ZOkResponse,
    handler: async ({ req, member, body }) => {
      await requestEmailChange(deps, member.userId, body, mailContextOf(req));
      return { ok: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/mail-change.php',
    summary: "Confirm a new e-mail address with the link's token (400 link_invalid, 409 email_taken).",
    body: ZTokenBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await confirmEmailChange(deps, body.token, req.site.id);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/invisible.php',
    summary: 'Invisible mode: hidden from search; others see the member only after being contacted.',
    body: ZInvisibleBody,
    response: ZInvisibleResponse,
    handler: async ({ member, body }) => ({ invisible: await setInvisible(deps, member.userId, body.invisible) }),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/notifications.php',
    summary: 'The e-mail notification types, each on or off with the reason it was turned off.',
    response: ZNotificationsResponse,
    handler: async ({ member }) => ({ notifications: await getNotifications(deps, member.userId) }),
  });

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/notifications.php',
    summary: 'Turn one e-mail notification type on or off (also one turned off by a bounce or complaint).',
    body: ZNotificationsBody,
    response: ZNotificationsResponse,
    handler: async ({ member, body }) => ({
      notifications: await setNotification(deps.db, member.userId, body.type, body.enabled),
    }),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/retention-offer.php',
    summary:
      'What we offer before an account is deleted: a credits discount (a personal one-time code, made when first offered, valid for days), invisible mode, fewer mails.',
    response: ZRetentionOfferResponse,
    handler: async ({ req }) => retentionOffer(deps, req.site, await loggedInMember(req)),
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/user.php',
    summary:
      'Delete the account (needs the password): hidden at once, all sessions end, a mailed link brings it back within 14 days.',
    body: ZDeleteAccountBody,
    response: ZOkResponse,
    handler: async ({ req, reply, member, body }) => {
      await deleteAccount(deps, member.userId, body, mailContextOf(req));
      clearAuthCookie(req, reply);
      rememberMember(req, null);
      return { ok: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/reactivate.php',
    summary:
      'The link of the deletion mail: within 14 days the account comes back, logged in; redirects to / (or /activate/error).',
    query: ZTokenQuery,
    response: z.never(),
    handler: async ({ req, reply, query }) => {
      const result = await reactivateAccount(deps, query.token, loginContextOf(req));
      if (!result) return reply.redirect('/activate/error', 303) as never;
      setAuthCookie(req, reply, result.token);
      return reply.redirect('/members?reactivated=1', 303) as never;
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/export.php',
    summary: 'Everything we hold about the member, as a JSON download (sections and fields: docs/data-export.md).',
    response: ZAccountExport,
    handler: async ({ reply, member }) => {
      const data = await exportAccount(deps, member.userId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="my-data-${deps.clock.now().toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2)) as never;
    },
  });
}
