import type { AppDeps } from '../app-deps';
import { eraseDeletedAccounts } from './deletion.service';

const HOUR_MS = 3_600_000;

/** Scheduled work of the accounts feature: erasing accounts whose 14 days to come back have passed. */
export function startAccountJobs(deps: AppDeps, log: { error(object: unknown, message: string): void }): () => void {
  const run = () =>
    void eraseDeletedAccounts(deps).catch((error) => log.error({ err: error }, 'erasing deleted accounts failed'));
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUR_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
