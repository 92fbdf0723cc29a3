import type { AppDeps } from '../../app-deps';
import type { TScheduledJob } from '../../jobs/scheduler';
import { refreshRecentStats } from './daily-stats';

/** Keeps today's and yesterday's dashboard figures fresh. */
export const refreshDashboardStatsJob: TScheduledJob<AppDeps> = {
  name: 'refresh-dashboard-stats',
  everyMs: 300_000,
  firstAfterMs: 30_000,
  async run(deps) {
    await refreshRecentStats(deps.db, deps.clock.now());
  },
};
