import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInLogContext } from '../lib/log-context';
import type { TRequestTrace } from '../tracing/tracing';

/** An id a proxy in front may hand on: short, and nothing a log reader could mistake for structure. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` of a proxy in front, so its access log and ours share the id, when it is
 * a short safe token; else a fresh one, unique across processes (Fastify's own counter restarts with each).
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Runs every request inside its log context (lib/log-context.ts), so each line written while it is handled, and by
 * the after-commit work it starts, carries its id; answers the id as `X-Request-Id`. With tracing on, the request's
 * server span starts here and ends with the answer (decision 042). Registered before every other hook.
 */
export function registerRequestContext(app: FastifyInstance): void {
  const { tracing } = app.deps;
  const traces = new WeakMap<FastifyRequest, TRequestTrace>();

  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    const trace = tracing?.startRequest({
      method: req.method,
      route: req.routeOptions.url,
      traceparent: req.headers.traceparent,
    });
    if (trace) traces.set(req, trace);
    // The rest of the request (every later hook, the handler, what they await) runs from `done`, inside the context.
    runInLogContext({ reqId: req.id, ...(trace && { traceId: trace.traceId, span: trace.span }) }, () => done());
  });

  if (!tracing) return;
  app.addHook('onResponse', async (req, reply) => traces.get(req)?.finish(reply.statusCode));
  app.addHook('onRequestAbort', async (req) => traces.get(req)?.finish(undefined));
}
