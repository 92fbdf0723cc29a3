import type { TAdminJobsResponse } from '@app/shared';
import { useConsoleQuery } from '../console-api';

/** The background work: scheduled jobs, the queue of mails and pushes, failures, the latest runs. */
export const useJobs = () => useConsoleQuery<TAdminJobsResponse>(['jobs'], '/api/admin/jobs.php');
