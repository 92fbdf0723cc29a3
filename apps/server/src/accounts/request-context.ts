import type { FastifyRequest } from 'fastify';
import type { LoginContext } from '../auth/auth.service';
import { clientTypeOf } from '../auth/session';
import type { MailContext } from './account-mails';

/** Where the member reaches this site: links in mails go back to the same scheme and host. */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function mailContextOf(req: FastifyRequest): MailContext {
  const { config, clock } = req.server.deps;
  return { site: req.site, origin: originOf(req), fromAddress: config.MAIL_FROM_ADDRESS, now: clock.now() };
}

export function loginContextOf(req: FastifyRequest): LoginContext {
  return { site: req.site, ip: req.ip, userAgent: req.headers['user-agent'] ?? null, clientType: clientTypeOf(req) };
}
