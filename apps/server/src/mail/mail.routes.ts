import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZMailEventsBody, ZMailEventsResponse, ZOkResponse } from '@app/shared';
import { setNotification } from '../accounts/settings.service';
import { AppError } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { readUnsubscribeToken } from '../notifications/unsubscribe-links';
import { applyMailEvents } from './mail-events';
import { renderMailbox } from './mailbox-page';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function registerMailRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/api/mail-events.php',
    summary:
      'The mail provider reports bounces and complaints (header x-mail-events-secret): mails to that address stop, reason bounce or fbl.',
    allowCrossSite: true,
    body: ZMailEventsBody,
    response: ZMailEventsResponse,
    handler: async ({ req, body }) => {
      const secret = deps.config.MAIL_EVENTS_SECRET;
      const given = req.headers['x-mail-events-secret'];
      if (!secret || typeof given !== 'string' || !sameSecret(given, secret))
        throw new AppError('authentication_required');
      return { applied: await applyMailEvents(deps.db, body.events) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/unsubscribe.php',
    summary: 'The visible unsubscribe link of a notification mail: turns that type off, then shows /notifications.',
    query: z.object({ token: z.string().max(200) }),
    response: z.never(),
    handler: async ({ query, reply }) => {
      const target = await readUnsubscribeToken(deps.db, query.token);
      if (!target) return reply.redirect('/activate/error', 303) as never;
      await setNotification(deps.db, target.userId, target.type, false, 'listunsubscribe');
      return reply.redirect(`/notifications?unsubscribed=${target.type}`, 303) as never;
    },
  });

  // RFC 8058 one-click: the mail program POSTs "List-Unsubscribe=One-Click" to the header's address.
  defineRoute(app, {
    method: 'POST',
    url: '/api/unsubscribe.php',
    summary:
      'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header: turns that mail type off with reason listunsubscribe.',
    allowCrossSite: true,
    query: z.object({ token: z.string().max(200) }),
    body: z.unknown(),
    response: ZOkResponse,
    handler: async ({ query }) => {
      const target = await readUnsubscribeToken(deps.db, query.token);
      if (!target) throw new AppError('link_invalid');
      await setNotification(deps.db, target.userId, target.type, false, 'listunsubscribe');
      return { ok: true as const };
    },
  });

  if (deps.config.NODE_ENV !== 'production') {
    // The same outbox for scripts and browser journeys: newest first, with the text part (links).
    app.get('/dev/mailbox.json', async (req, reply) => {
      const to = (req.query as { to?: string }).to;
      let query = deps.db
        .selectFrom('outbox_mails')
        .select(['id', 'to_address', 'subject', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50);
      if (to) query = query.where('to_address', '=', to);
      return reply.header('cache-control', 'no-store').send({ mails: await query.execute() });
    });

    // Text messages (direct-debit codes) sent without an SMS provider.
    app.get('/dev/sms.json', async (_req, reply) => {
      const messages = await deps.db
        .selectFrom('sms_outbox')
        .select(['to_phone', 'text', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return reply.header('cache-control', 'no-store').send({ messages });
    });

    app.get('/dev/mailbox', async (req, reply) => {
      const id = Number((req.query as { id?: string }).id) || undefined;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderMailbox(deps.db, id));
    });
  }
}
