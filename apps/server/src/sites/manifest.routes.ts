import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../lib/request-language';
import { indexTexts } from './index-texts';

/** The web app manifest of the requested site: its own name, colours and icons (installable app). */
export function registerManifestRoute(app: FastifyInstance): void {
  app.get('/manifest.webmanifest', async (req, reply) => {
    const site = req.site;
    const language = await requestLanguage(req);
    reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'cookie, accept-language');
    return {
      name: site.name,
      short_name: site.name,
      description: indexTexts(site, language).description,
      start_url: '/?source=installed',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#d4381d',
      lang: language,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
  });
}
