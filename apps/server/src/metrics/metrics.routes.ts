import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { defineRoute } from '../lib/route';

/** The addresses of METRICS_ALLOW as a list node can match an address against. */
function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** An IPv4 caller on a dual-stack socket shows as ::ffff:a.b.c.d. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * Prometheus metrics (issue 21 item 1): GET /metrics for the addresses METRICS_ALLOW names, and every answer timed
 * by its route pattern (never the raw address, whose ids would make a series per member).
 */
export function registerMetricsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const allowed = allowList(deps.config.METRICS_ALLOW);
  const trustsProxy = deps.config.TRUST_PROXY !== false;

  app.addHook('onResponse', async (req, reply) => {
    deps.metrics.httpRequests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const mayRead = (req: FastifyRequest) => {
    // Forwarded by a proxy we were not told to trust: the address we see is the proxy's, not the caller's.
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (forwarded && !trustsProxy) return false;
    const address = plainAddress(req.ip);
    return allowed.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };

  defineRoute(app, {
    method: 'GET',
    url: '/metrics',
    summary:
      "Prometheus text: requests by route and status with latency, errors by code, open WebSockets, database connections in use and statement times by operation, the job queue (depth, oldest due), scheduled jobs, job outcomes (mail, push), signups and the last day's orders by site and method, process figures. Only for the addresses METRICS_ALLOW names (default loopback); 403 otherwise.",
    response: z.never(),
    errors: ['forbidden'],
    handler: async ({ req, reply }) => {
      if (!mayRead(req)) throw new AppError('forbidden');
      const text = await deps.metrics.text();
      return reply
        .header('content-type', deps.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  });
}
