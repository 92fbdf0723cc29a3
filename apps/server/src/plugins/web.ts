import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readEntryPreloads, type TEntryPreloads } from '../sites/entry-preloads';
import { sendError } from './error-handler';

const ONE_YEAR_SECONDS = 31_536_000;

/** A browser asking for a client route (not an API call, not a file). */
function wantsPage(req: FastifyRequest): boolean {
  const pathname = req.url.split('?')[0] ?? '';
  return (req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api/') && !path.extname(pathname);
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz chosen by
 * Accept-Encoding), everything else revalidated, and index.html for any client route.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  render: (template: string, req: FastifyRequest, preloads: TEntryPreloads) => Promise<string>,
): Promise<void> {
  const indexPath = distDir && path.join(distDir, 'index.html');
  if (!distDir || !indexPath || !fs.existsSync(indexPath)) {
    if (distDir) app.log.warn(`No web build at ${distDir}: run "npm run build" to serve the web app`);
    app.setNotFoundHandler(async (req, reply) => sendError(req, reply, 'not_found'));
    return;
  }
  const template = fs.readFileSync(indexPath, 'utf8');
  const preloads = readEntryPreloads(distDir);
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .send(await render(template, req, preloads));

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: true,
    index: false,
    // The build manifest is for this server (entry-preloads.ts), not for visitors: it maps every source file.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  // The service worker precaches /index.html: it gets the same per-site document as every page.
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.setNotFoundHandler(async (req, reply) =>
    wantsPage(req) ? sendIndex(req, reply) : sendError(req, reply, 'not_found'),
  );
}
