import type { FastifyInstance } from 'fastify';
import { ZAdminJobRetryBody, ZAdminJobRunBody, ZAdminJobsResponse, ZOkResponse } from '@app/shared';
import { inTransaction } from '../../db/transaction';
import { jobOverview, retryFailedJob, runScheduledJobSoon } from '../../jobs/job-overview';
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

  defineStaffRoute(app, {
    action: 'jobs.manage',
    method: 'POST',
    url: '/api/admin/job-run.php',
    summary:
      'Run a scheduled job now `{ name }` (a scan a moderator waits for, a clean-up after a fix): the next tick of any process claims it, then its interval goes on. 404 when no such scheduled job.',
    body: ZAdminJobRunBody,
    response: ZOkResponse,
    errors: ['not_found'],
    handler: async ({ req, member: staff, body }) => {
      // Only the jobs this build schedules: a row of a job since removed never runs.
      if (!SCHEDULED_JOBS.some((job) => job.name === body.name)) throw new AppError('not_found');
      await inTransaction(deps.db, async ({ tx }) => {
        if (!(await runScheduledJobSoon(tx, body.name, deps.clock.now()))) throw new AppError('not_found');
        await audit(tx, staff, req, { action: 'job.run', targetType: 'scheduled_job', targetId: body.name });
      });
      return { ok: true as const };
    },
  });
}
