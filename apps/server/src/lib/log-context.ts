import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';

/**
 * What the current work is: the request being answered, or the queued job being carried out. Everything the
 * work awaits or starts (services, after-commit callbacks) sees it, so the logger's mixin can put the request id
 * on every line without each caller passing a logger down (decision 042).
 */
export interface TLogContext {
  reqId?: string;
  jobId?: number;
  kind?: string;
  /** With tracing on: the request's trace (on every log line) and its server span, the parent of query spans. */
  traceId?: string;
  span?: Span;
}

const storage = new AsyncLocalStorage<TLogContext>();

/** Runs `work` (and everything it awaits or starts) in the given context, instead of the caller's. */
export function runInLogContext<T>(context: TLogContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the running work; undefined outside any request or job (start-up, timers). */
export function currentLogContext(): TLogContext | undefined {
  return storage.getStore();
}
