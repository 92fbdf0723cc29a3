/**
 * Work that follows a commit (realtime events, cache invalidation, file removal) runs without the request
 * waiting for it. It is tracked so a graceful stop and the tests can wait until it has settled.
 */
const pending = new Set<Promise<void>>();

type TLog = (error: unknown) => void;
let logFailure: TLog = (error) => console.error('work after commit failed', error);

/**
 * Where failures of after-commit work are logged (the server's logger); answers how to put the previous one back
 * (a test's logger must not outlive its file). The work runs in the context of the request that committed, so
 * each line carries that request's id (decision 042).
 */
export function logAfterCommitFailuresWith(log: TLog): () => void {
  const previous = logFailure;
  logFailure = log;
  return () => {
    logFailure = previous;
  };
}

/** Starts the callback now (its synchronous part runs before the caller continues) and does not wait. */
export function afterResponse(callback: () => void | Promise<void>): void {
  let running: Promise<void>;
  try {
    running = Promise.resolve(callback());
  } catch (error) {
    logFailure(error);
    return;
  }
  const tracked = running.catch(logFailure).finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** Resolves once all after-commit work started so far (and what it started in turn) has settled. */
export async function settleAfterCommitWork(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
