import type { AppDeps } from '../app-deps';
import { expireStaleOrders } from './orders.service';

const TEN_MINUTES_MS = 600_000;

/** Checkouts abandoned for an hour are cancelled, so their discount codes can be used again. */
export function startPaymentJobs(deps: AppDeps, log: { error(object: unknown, message: string): void }): () => void {
  const every = setInterval(
    () =>
      void expireStaleOrders(deps.db, deps.clock.now()).catch((error) =>
        log.error({ err: error }, 'expiring orders failed'),
      ),
    TEN_MINUTES_MS,
  );
  return () => clearInterval(every);
}
