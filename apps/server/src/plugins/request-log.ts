import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it has been answered: method, URL (secrets redacted by the logger's request
 * serializer), host, address, status and time, under the request's id. Fastify's own logging writes a second
 * line when the request arrives, which doubled the log's volume and its share of every call's work
 * (decision 030); a request that never gets an answer is still seen by the error handler and the watchdog.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { req, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });
}
