import type { FastifyRequest } from 'fastify';
import { isLanguage, LOCALE_COOKIE_NAME } from '@app/shared';
import type { LoginContext } from '../auth/auth.service';
import { clientTypeOf } from '../auth/session';
import { mailContextFor, type MailContext } from './account-mails';

/**
 * The scheme and host this request came in on: for answers to the same visitor only (canonical tags,
 * a checkout's way back). Never for a mail: a forged Host must not reach anyone else (`mailContextOf`).
 */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** Mails asked for by this request: the request picks the site, the site alone gives the links. */
export function mailContextOf(req: FastifyRequest): MailContext {
  return mailContextFor(req.server.deps, req.site);
}

export function loginContextOf(req: FastifyRequest): LoginContext {
  const cookie = req.cookies?.[LOCALE_COOKIE_NAME];
  return {
    site: req.site,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    clientType: clientTypeOf(req),
    deviceLanguage: isLanguage(cookie) ? cookie : null,
  };
}
