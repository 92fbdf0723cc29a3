import type { FastifyInstance } from 'fastify';
import { SCHEDULED_JOBS } from '../jobs/schedule';
import { HealthCheck } from './health-check';

/**
 * Load balancers and monitoring ask here. 200 `ok` or `degraded` (Redis down, the database slow check after check, a job overdue or failing:
 * the site still serves), 503 `unavailable` when the database does not answer in time. Always within a second.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const health = new HealthCheck({
    db: deps.db,
    dbKind: deps.dbKind,
    leases: deps.leases,
    redis: deps.redis,
    clock: deps.clock,
    scheduledJobs: SCHEDULED_JOBS,
    jobTimeScale: deps.config.JOB_TIME_SCALE,
  });
  app.get('/healthz', async (_req, reply) => {
    const report = await health.check();
    if (report.status === 'unavailable') app.log.error({ health: report }, 'health check: unavailable');
    return reply
      .code(report.status === 'unavailable' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
