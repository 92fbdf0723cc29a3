import type { AppDeps } from '../app-deps';
import { eraseDeletedAccountsJob } from '../accounts/account-jobs';
import { refreshDashboardStatsJob } from '../admin/dashboard/stats-jobs';
import { notificationMailsJob } from '../chat/chat-jobs';
import { expireStaleOrdersJob } from '../payments/payment-jobs';
import { mainPhotoCardsJob } from '../photos/main-photo-cards-job';
import { mediaSweepJob } from '../photos/media-sweep';
import { scanMemberRiskJob } from '../screening/risk/risk-jobs';
import { pruneJobTablesJob } from './maintenance-jobs';
import { pgliteMaintenanceJob } from './pglite-maintenance-job';
import type { TScheduledJob } from './scheduler';

/** Every scheduled job of the server; each feature declares its own next to its rules. */
export const SCHEDULED_JOBS: ReadonlyArray<TScheduledJob<AppDeps>> = [
  notificationMailsJob,
  eraseDeletedAccountsJob,
  expireStaleOrdersJob,
  refreshDashboardStatsJob,
  pruneJobTablesJob,
  pgliteMaintenanceJob,
  scanMemberRiskJob,
  mainPhotoCardsJob,
  mediaSweepJob,
];
