import type { AppDeps } from '../app-deps';
import type { TScheduledJob } from './scheduler';

const DAY_MS = 86_400_000;
/** Pushes are worth nothing after a day; mails stay listed in the member's data export for a year. */
const KEEP_DONE_PUSHES_DAYS = 7;
const KEEP_DONE_MAILS_DAYS = 365;
const KEEP_JOB_RUNS_DAYS = 14;
/** Longer than the longest rate-limit or login-throttle window (a day), and than any bucket takes to fill. */
const KEEP_RATE_LIMIT_WINDOWS_DAYS = 2;

/** Keeps the tables that grow with every request or job from growing for ever. */
export const pruneJobTablesJob: TScheduledJob<AppDeps> = {
  name: 'prune-job-tables',
  everyMs: 3_600_000,
  firstAfterMs: 300_000,
  async run({ db, clock }) {
    const now = clock.now().getTime();
    const before = (days: number) => new Date(now - days * DAY_MS);
    const jobs = await db
      .deleteFrom('jobs')
      .where('status', '<>', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'mail'), eb('finished_at', '<', before(KEEP_DONE_MAILS_DAYS))]),
          eb.and([eb('kind', '<>', 'mail'), eb('finished_at', '<', before(KEEP_DONE_PUSHES_DAYS))]),
        ]),
      )
      .executeTakeFirst();
    const runs = await db
      .deleteFrom('job_runs')
      .where('started_at', '<', before(KEEP_JOB_RUNS_DAYS))
      .executeTakeFirst();
    const limits = await db
      .deleteFrom('rate_limits')
      .where('window_started_at', '<', before(KEEP_RATE_LIMIT_WINDOWS_DAYS))
      .executeTakeFirst();
    // A bucket left alone that long is full again: the same as no row.
    const buckets = await db
      .deleteFrom('rate_buckets')
      .where('refilled_at', '<', before(KEEP_RATE_LIMIT_WINDOWS_DAYS))
      .executeTakeFirst();
    // One row per account and address tried: a stuffing run leaves many, each worthless after its window.
    const throttles = await db
      .deleteFrom('login_throttle')
      .where('window_started_at', '<', before(KEEP_RATE_LIMIT_WINDOWS_DAYS))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now))]))
      .executeTakeFirst();
    return (
      `${jobs.numDeletedRows} jobs, ${runs.numDeletedRows} runs, ${limits.numDeletedRows} rate-limit windows, ` +
      `${buckets.numDeletedRows} rate buckets, ` +
      `${throttles.numDeletedRows} login counters`
    );
  },
};
