import type { TAdminJobsResponse } from '@app/shared';
import { CONSOLE_KEY, useConsoleQuery } from '../console-api';

/** The system screens' cache keys. */
export const systemKeys = {
  jobs: [CONSOLE_KEY, 'jobs'] as const,
};

/** The background work: scheduled jobs, the queue of mails and pushes, failures, the latest runs. */
export const useJobs = () => useConsoleQuery<TAdminJobsResponse>(systemKeys.jobs, '/api/admin/jobs.php');
