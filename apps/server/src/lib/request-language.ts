import type { FastifyRequest } from 'fastify';
import {
  browserLanguage,
  CONSOLE_API_PREFIX,
  CONSOLE_LANGUAGE_HEADER,
  CONSOLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguage,
  LOCALE_COOKIE_NAME,
  tagsOfAcceptLanguage,
  type TConsoleLanguage,
  type TLanguage,
} from '@app/shared';
import { countryOfIp } from '../sites/geoip';

/** A console call carries the staff member's console language; the member site's cookie is not theirs. */
function consoleLanguage(req: FastifyRequest): TConsoleLanguage | undefined {
  if (!req.url.startsWith(CONSOLE_API_PREFIX)) return undefined;
  const header = req.headers[CONSOLE_LANGUAGE_HEADER];
  return CONSOLE_LANGUAGES.find((language) => language === header);
}

/**
 * The language to answer in: on a console call the console's language; else the member's own, else the
 * locale cookie (a choice made on this device), else the browser's Accept-Language when we speak it and it
 * is shown in the visitor's country (decision 023), else the site's domain language, else English. The web
 * app's first paint asks the same (`i18n/i18n.ts` `initialLanguage`).
 */
export async function requestLanguage(req: FastifyRequest): Promise<TLanguage> {
  const staffLanguage = consoleLanguage(req);
  if (staffLanguage) return staffLanguage;
  const member = req.memberCache ? await req.memberCache.catch(() => null) : null;
  if (member && isLanguage(member.language)) return member.language;
  const cookie = req.cookies?.[LOCALE_COOKIE_NAME];
  if (isLanguage(cookie)) return cookie;
  const fromBrowser = browserLanguage(tagsOfAcceptLanguage(req.headers['accept-language']), countryOfIp(req.ip));
  if (fromBrowser) return fromBrowser;
  const siteLanguage = req.site?.domain_language?.slice(0, 2);
  return isLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE;
}
