import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Load balancers ask here; 503 when the database does not answer. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.deps.db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: app.deps.dbKind });
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
