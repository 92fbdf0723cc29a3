import type { FastifyInstance } from 'fastify';
import { originOf } from '../accounts/request-context';
import { PUBLIC_PAGES } from './page-meta';

/** Private areas and pages for paid traffic: crawlers stay out (the pages also say noindex). */
const DISALLOWED = [
  '/api/',
  '/members',
  '/chats',
  '/likes',
  '/credits',
  '/transactions',
  '/profile',
  '/settings',
  '/notifications',
  '/landers/',
  '/swipe-game',
  '/match-finder',
  '/signup-matches',
  '/directdebit',
  '/sandbox/',
  '/dev/',
  '/admin',
];

/** robots.txt and sitemap.xml per site: each domain lists its own public pages. */
export function registerSeoRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', async (req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(req)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    const urls = ['/', ...Object.keys(PUBLIC_PAGES)]
      .map(
        (path) =>
          `  <url><loc>${origin}${path}</loc><changefreq>${path === '/' ? 'daily' : 'monthly'}</changefreq></url>`,
      )
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
