import type { AppDeps } from '../app-deps';
import type { TScheduledJob } from '../jobs/scheduler';
import { expireStaleOrders } from './orders.service';

/** Checkouts abandoned for an hour are cancelled, so their discount codes can be used again. */
export const expireStaleOrdersJob: TScheduledJob<AppDeps> = {
  name: 'expire-stale-orders',
  everyMs: 600_000,
  firstAfterMs: 120_000,
  async run(deps) {
    await expireStaleOrders(deps.db, deps.clock.now());
  },
};
