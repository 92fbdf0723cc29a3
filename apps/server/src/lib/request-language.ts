import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_COOKIE_NAME, type TLanguage } from '@app/shared';

function fromAcceptLanguage(header: string | undefined): TLanguage | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (code === 'no' || code === 'nn') return 'nb';
    if (isLanguage(code)) return code;
  }
  return undefined;
}

/**
 * The language to answer in: the member's own, else the locale cookie, else the site's domain
 * language, else the browser's, else English.
 */
export async function requestLanguage(req: FastifyRequest): Promise<TLanguage> {
  const member = req.memberCache ? await req.memberCache.catch(() => null) : null;
  if (member && isLanguage(member.language)) return member.language;
  const cookie = req.cookies?.[LOCALE_COOKIE_NAME];
  if (isLanguage(cookie)) return cookie;
  const siteLanguage = req.site?.domain_language?.slice(0, 2);
  if (isLanguage(siteLanguage)) return siteLanguage;
  return fromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
