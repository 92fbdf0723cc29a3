import { z } from 'zod';
import { ZBigRowId } from './ids';

/** GET /api/admin/jobs.php: the scheduled jobs, the queue of mails and pushes, and what failed. */
export const ZAdminScheduledJob = z.object({
  name: z.string(),
  every_seconds: z.number(),
  next_run_at: z.string(),
  /** A process runs it now (since then), or null. */
  running_since: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_failure_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_duration_ms: z.number().nullable(),
  runs: z.number(),
  failures: z.number(),
});
export const ZAdminQueueKind = z.object({
  kind: z.string(),
  pending: z.number(),
  /** Pending and due now: waiting for a worker. */
  due: z.number(),
  oldest_due_at: z.string().nullable(),
  failed: z.number(),
  done_last_day: z.number(),
});
export const ZAdminFailedJob = z.object({
  id: z.number(),
  kind: z.string(),
  topic: z.string(),
  site_id: z.number().nullable(),
  user_id: z.number().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export const ZAdminJobRun = z.object({
  name: z.string(),
  worker: z.string(),
  started_at: z.string(),
  duration_ms: z.number(),
  ok: z.boolean(),
  outcome: z.string().nullable(),
});
export const ZAdminJobsResponse = z.object({
  scheduled: z.array(ZAdminScheduledJob),
  queue: z.array(ZAdminQueueKind),
  failed: z.array(ZAdminFailedJob),
  runs: z.array(ZAdminJobRun),
});
export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;

/** POST /api/admin/job-retry.php `{ id }`: a failed mail or push is tried again now. */
export const ZAdminJobRetryBody = z.object({ id: ZBigRowId });
export type TAdminFailedJob = z.infer<typeof ZAdminFailedJob>;

/**
 * POST /api/admin/job-run.php `{ name }`: a scheduled job runs at the scheduler's next tick (within a second),
 * then keeps its interval. A job running now runs once more when it ends. 404 for a name that is not scheduled.
 */
export const ZAdminJobRunBody = z.object({ name: z.string().trim().min(1).max(80) });
