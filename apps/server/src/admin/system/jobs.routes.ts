import type { FastifyInstance } from 'fastify';
import { ZAdminJobRetryBody, ZAdminJobsResponse, ZOkResponse } from '@app/shared';
import { inTransaction } from '../../db/transaction';
import { jobOverview, retryFailedJob } from '../../jobs/job-overview';
import { SCHEDULED_JOBS } from '../../jobs/schedule';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import { defineStaffRoute } from '../staff-route';

/** The background work as admins see it: scheduled jobs, the queue of mails and pushes, failures to retry. */
export function registerJobAdminRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'jobs.manage',
    method: 'GET',
    url: '/api/admin/jobs.php',
    summary:
      'Each scheduled job (interval, next and last run, last error, runs and failures), the queue by kind (pending, due, oldest due, failed, done in a day), the latest failed jobs and runs.',
    response: ZAdminJobsResponse,
    handler: async () => jobOverview(deps.db, deps.clock.now(), SCHEDULED_JOBS, deps.config.JOB_TIME_SCALE),
  });

  defineStaffRoute(app, {
    action: 'jobs.manage',
    method: 'POST',
    url: '/api/admin/job-retry.php',
    summary: 'Try a failed job again now `{ id }` (after the mail server is fixed, say). 404 when no such failed job.',
    body: ZAdminJobRetryBody,
    response: ZOkResponse,
    handler: async ({ req, member: staff, body }) => {
      await inTransaction(deps.db, async ({ tx, onCommit }) => {
        if (!(await retryFailedJob(tx, body.id, deps.clock.now()))) throw new AppError('not_found');
        await audit(tx, staff, req, { action: 'job.retry', targetType: 'job', targetId: body.id });
        onCommit(() => deps.jobs.kick());
      });
      return { ok: true as const };
    },
  });
}
