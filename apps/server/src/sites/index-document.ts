import type { FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, BOOT_SETTINGS_ELEMENT_ID, languageOfLanderPath, type TBootDocument } from '@app/shared';
import { requestLanguage } from '../lib/request-language';
import { vapidKeys } from '../notifications/vapid';
import { countryOfIp } from './geoip';
import { buildPublicSettings } from './sites.service';
import { originOf } from '../accounts/request-context';
import type { TEntryPreloads } from './entry-preloads';
import { firstScreen, NO_FIRST_SCREEN } from './first-screen';
import { pageMeta } from './page-meta';
import { escapeHtml } from '../lib/escape-html';

// JSON inside <script> must not be able to close the element.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The site's bar as every layout starts with it: what a page shows before its scripts have drawn it. */
const siteBar = (siteName: string) =>
  `<header class="top-nav sticky-top"><nav class="navbar navbar-expand-md"><div class="container">` +
  `<a class="navbar-brand brand-logo fs-3" href="/">${escapeHtml(siteName)}</a></div></nav></header>`;

/** The public settings for this request: the same answer GET /api/settings.php gives. */
export async function settingsForRequest(req: FastifyRequest) {
  return buildPublicSettings(req.site, {
    geoipCountry: countryOfIp(req.ip),
    language: await requestLanguage(req),
    pushPublicKey: (await vapidKeys(req.server.deps.db)).publicKey,
  });
}

/**
 * index.html for one site: its language, title and description for browsers and search engines,
 * and its settings inline, so the app paints without waiting for a settings call.
 */
export async function renderIndexDocument(
  template: string,
  req: FastifyRequest,
  preloads: TEntryPreloads = () => ({ scripts: [], styles: [] }),
): Promise<string> {
  const pathname = req.url.split('?')[0] ?? '/';
  // A lander's address names its language (spec point 9): the app paints it in that one, and so does the page.
  const language = languageOfLanderPath(pathname) ?? (await requestLanguage(req));
  const settings = await settingsForRequest(req);
  // The first screen's data is a head start, never a condition: without it the app asks for it as usual.
  const first = await firstScreen(req, pathname, { settings, language }).catch((error: unknown) => {
    req.log.warn({ err: error }, 'first screen data left out of the page');
    return NO_FIRST_SCREEN;
  });
  const signedOut = !req.cookies[AUTH_COOKIE_NAME] && pathname !== '/index.html';
  const document: TBootDocument = { settings, renderedAt: Date.now(), ...(signedOut && { signedOut }), ...first.data };
  const boot = scriptSafeJson(document);
  const meta = pageMeta(pathname, req.site, language);
  const origin = originOf(req);
  // Search engines and link previews read these before any script runs.
  const head = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.indexable
      ? `<link rel="canonical" href="${escapeHtml(origin + pathname)}" />`
      : '<meta name="robots" content="noindex, nofollow" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(req.site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + pathname)}" />`,
    `<meta property="og:image" content="${escapeHtml(origin)}/icons/icon-512.png" />`,
    `<meta property="og:locale" content="${language}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  // After the build's stylesheet, entry and framework: with six connections to a host, what comes first waits least.
  const screen = preloads(pathname, language);
  const styles = (first.paint ? screen.styles : []).map(
    (style) => `<link rel="stylesheet" crossorigin href="${escapeHtml(style)}" />`,
  );
  // The screen's own scripts and texts arrive with the entry's, not a round trip after it has run.
  const scripts = screen.scripts.map(
    (script) => `<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`,
  );
  // The first screen's largest picture starts with the page, not after the scripts that draw it.
  const images = first.images.map(
    (file) => `<link rel="preload" as="image" href="${escapeHtml(settings.cdn_prefix + file)}" fetchpriority="high" />`,
  );
  const screenPreloads = [
    // A screen drawn here needs its own rules before the first paint (the app would fetch them with its chunk),
    // and its picture before the scripts, which it does not wait for.
    ...(first.paint ? [...styles, ...images, ...scripts] : [...scripts, ...images]),
  ].map((link) => `  ${link}\n  `);
  // Replacers, not replacement strings: a site's or member's text with "$&" or "$'" would otherwise pull parts of
  // the template into the page.
  return (
    template
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
      .replace('<title></title>', () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace('<meta name="description" content="" />', () => head)
      // Painted before any script runs; the app draws the same over it, so nothing moves.
      .replace('<div id="root"></div>', () => `<div id="root">${first.paint ?? siteBar(req.site.name)}</div>`)
      .replace(
        '</head>',
        () =>
          `${screenPreloads.join('')}<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}">${boot}</script>\n  </head>`,
      )
  );
}
