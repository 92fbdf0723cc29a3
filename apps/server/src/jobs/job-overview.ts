import { sql } from 'kysely';
import type { TAdminJobsResponse } from '@app/shared';
import type { Queryable } from '../db/database';
import type { TScheduledJob } from './scheduler';

const FAILED_SHOWN = 50;
const RUNS_SHOWN = 40;
const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** What the console shows of the background work: each scheduled job, the queue by kind, failures, runs. */
export async function jobOverview(
  db: Queryable,
  now: Date,
  schedule: ReadonlyArray<Pick<TScheduledJob<unknown>, 'name' | 'everyMs'>>,
  scale: number,
): Promise<TAdminJobsResponse> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [rows, queue, failed, runs] = await Promise.all([
    db.selectFrom('scheduled_jobs').selectAll().execute(),
    db
      .selectFrom('jobs')
      .select([
        'kind',
        sql<number>`count(*) filter (where status = 'pending')`.as('pending'),
        sql<number>`count(*) filter (where status = 'pending' and run_at <= ${now})`.as('due'),
        sql<Date | null>`min(run_at) filter (where status = 'pending' and run_at <= ${now})`.as('oldest_due_at'),
        sql<number>`count(*) filter (where status = 'failed')`.as('failed'),
        sql<number>`count(*) filter (where status = 'done' and finished_at > ${dayAgo})`.as('done_last_day'),
      ])
      .groupBy('kind')
      .orderBy('kind')
      .execute(),
    db
      .selectFrom('jobs')
      .select(['id', 'kind', 'topic', 'site_id', 'user_id', 'attempts', 'last_error', 'created_at', 'finished_at'])
      .where('status', '=', 'failed')
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(FAILED_SHOWN)
      .execute(),
    db.selectFrom('job_runs').selectAll().orderBy('id', 'desc').limit(RUNS_SHOWN).execute(),
  ]);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return {
    scheduled: schedule.map((job) => {
      const row = byName.get(job.name);
      return {
        name: job.name,
        every_seconds: Math.round((job.everyMs * scale) / 100) / 10,
        next_run_at: iso(row?.next_run_at ?? now)!,
        running_since: iso(row?.running_since ?? null),
        last_success_at: iso(row?.last_success_at ?? null),
        last_failure_at: iso(row?.last_failure_at ?? null),
        last_error: row?.last_error ?? null,
        last_duration_ms: row?.last_duration_ms ?? null,
        runs: row?.runs ?? 0,
        failures: row?.failures ?? 0,
      };
    }),
    queue: queue.map((row) => ({
      kind: row.kind,
      pending: Number(row.pending),
      due: Number(row.due),
      oldest_due_at: iso(row.oldest_due_at),
      failed: Number(row.failed),
      done_last_day: Number(row.done_last_day),
    })),
    failed: failed.map((row) => ({
      ...row,
      id: Number(row.id),
      created_at: iso(row.created_at)!,
      finished_at: iso(row.finished_at),
    })),
    runs: runs.map((run) => ({
      name: run.name,
      worker: run.worker,
      started_at: iso(run.started_at)!,
      duration_ms: new Date(run.finished_at).getTime() - new Date(run.started_at).getTime(),
      ok: run.ok,
      outcome: run.outcome,
    })),
  };
}

/** A failed job is tried again now, from its first attempt; false when there is no such failed job. */
export async function retryFailedJob(db: Queryable, id: number, now: Date): Promise<boolean> {
  const retried = await db
    .updateTable('jobs')
    .set({ status: 'pending', attempts: 0, run_at: now, locked_until: null, finished_at: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    // An erased member's jobs were emptied: nothing left to send.
    .where(sql<boolean>`payload <> '{}'::jsonb`)
    .executeTakeFirst();
  return Number(retried.numUpdatedRows) === 1;
}

/**
 * Brings a scheduled job's next run forward to `now`: the scheduler of whichever process ticks first claims it, as
 * if its time had come, and the interval starts again from that run. False when no such job is registered.
 */
export async function runScheduledJobSoon(db: Queryable, name: string, now: Date): Promise<boolean> {
  const brought = await db
    .updateTable('scheduled_jobs')
    .set({ next_run_at: now })
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(brought.numUpdatedRows) === 1;
}
