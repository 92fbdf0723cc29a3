import type { Failures } from './failures';
import type { TJobFigure } from './health-monitor';
import { NOTIFICATION_KINDS, type TMailServer } from './mail-server';
import type { TSoakOptions } from './options';

const NOTIFICATION_QUIET_MINUTES = 10;
const EVERY_MINUTE_JOB = 'notification-mails';

/**
 * At the end: every scheduled job ran (with --job-scale below 1 each at least 3 times; at scale 1 the
 * every-minute job minutes − 2 times), and notification mails arrived once the run outlasted their quiet period.
 */
export function checkAtEnd(
  options: TSoakOptions,
  wallMs: number,
  jobs: TJobFigure[] | null,
  mail: TMailServer,
  failures: Failures,
): void {
  if (!jobs) failures.add('jobs', 'no process answered /healthz at the end: job runs unknown');
  else if (jobs.length === 0) failures.add('jobs', '/healthz lists no scheduled jobs');
  else
    for (const job of jobs) {
      const needed =
        options.jobScale < 1 ? 3 : job.name === EVERY_MINUTE_JOB ? Math.max(1, Math.floor(options.minutes - 2)) : 1;
      if (job.runs < needed)
        failures.add(
          'jobs',
          `job ${job.name} ran ${job.runs} times; at least ${needed} expected (${JSON.stringify(job)})`,
        );
      else if (job.failing) failures.add('jobs', `job ${job.name} failed its last run (${JSON.stringify(job)})`);
    }

  const quietMs = NOTIFICATION_QUIET_MINUTES * 60_000 * options.jobScale + 60_000;
  const notifications = mail.mails.filter((entry) => NOTIFICATION_KINDS.includes(entry.kind)).length;
  if (wallMs > quietMs && notifications === 0)
    failures.add(
      'mail',
      `no notification mail arrived in ${(wallMs / 60_000).toFixed(1)} minutes (quiet period ${(quietMs / 1000).toFixed(0)} s incl. a minute)`,
    );
}
