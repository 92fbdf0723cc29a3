import type { AppDeps } from '../app-deps';
import type { TScheduledJob } from '../jobs/scheduler';
import { eraseDeletedAccounts } from './deletion.service';

/** Erases accounts whose 14 days to come back have passed. */
export const eraseDeletedAccountsJob: TScheduledJob<AppDeps> = {
  name: 'erase-deleted-accounts',
  everyMs: 3_600_000,
  firstAfterMs: 60_000,
  async run(deps) {
    return `${await eraseDeletedAccounts(deps)} accounts erased`;
  },
};
