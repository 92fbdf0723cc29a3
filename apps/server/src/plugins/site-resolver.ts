import type { FastifyInstance } from 'fastify';

/** Every request belongs to one site: `_force_domain` when given, else the Host header. */
export function registerSiteResolver(app: FastifyInstance): void {
  app.decorateRequest('site', null as never);
  app.decorateRequest('memberCache', undefined);
  app.decorateRequest('loggedInCache', undefined);
  app.addHook('onRequest', async (req) => {
    // The health check answers even before any site exists.
    if (req.url === '/healthz') return;
    const forced = (req.query as Record<string, unknown> | undefined)?._force_domain;
    const host = typeof forced === 'string' && forced ? forced : req.host;
    req.site = await app.deps.sites.resolve(host);
  });
}
