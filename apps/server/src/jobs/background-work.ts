import type { AppDeps } from '../app-deps';
import { startWatchdog } from '../health/watchdog';
import { SCHEDULED_JOBS } from './schedule';
import { Scheduler } from './scheduler';

type TLog = {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
};

/**
 * What a server process runs besides requests: the job queue's worker (mail, push), its share of the
 * scheduled jobs (each runs once per interval across all processes), and the watchdog.
 */
export async function startBackgroundWork(deps: AppDeps, log: TLog): Promise<{ stop(): Promise<void> }> {
  const scheduler = new Scheduler(deps.db, deps.clock, SCHEDULED_JOBS, deps, log, deps.config.JOB_TIME_SCALE);
  deps.jobs.start();
  await scheduler.start();
  const stopWatchdog = startWatchdog(deps.leases, log);
  return {
    async stop() {
      stopWatchdog();
      await Promise.all([scheduler.stop(), deps.jobs.stop()]);
    },
  };
}
