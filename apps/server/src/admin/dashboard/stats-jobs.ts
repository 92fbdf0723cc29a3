import type { AppDeps } from '../../app-deps';
import { refreshRecentStats } from './daily-stats';

const FIVE_MINUTES_MS = 300_000;

/** Keeps today's and yesterday's dashboard figures fresh. */
export function startStatsJobs(deps: AppDeps, log: { error(object: unknown, message: string): void }): () => void {
  const run = () =>
    void refreshRecentStats(deps.db, deps.clock.now()).catch((error) =>
      log.error({ err: error }, 'refreshing statistics failed'),
    );
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, FIVE_MINUTES_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
