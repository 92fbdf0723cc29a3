import type { Failures } from './failures';

/** An answer slower than this is a failure. */
export const SLOW_REQUEST_MS = 5_000;

export interface TRequestRecord {
  kind: string;
  method: string;
  path: string;
  backend: string;
  /** 0 when no answer came (connection error, timeout). */
  status: number;
  ms: number;
  answer: string;
  requestBody?: string;
  error?: string;
  lostToKill?: boolean;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! : NaN;

/** Counts and timings of every request the members make, and the request rules of the run. */
export class RequestStats {
  readonly durations = new Map<string, number[]>();
  readonly byStatus = new Map<string, number>();
  total = 0;
  lostToKill = 0;
  /** Refused connections the load balancer moved to another backend. */
  retriedElsewhere = 0;
  /** Requests that waited in the balancer while the run's own kill left no backend up (not timed). */
  queuedForBackend = 0;

  constructor(private readonly failures: Failures) {}

  record(record: TRequestRecord): void {
    if (record.lostToKill) {
      this.lostToKill++;
      return;
    }
    this.total++;
    const times = this.durations.get(record.kind) ?? [];
    times.push(record.ms);
    this.durations.set(record.kind, times);
    const code = record.status === 0 ? 'no answer' : `${record.status}${errorCodeOf(record.answer)}`;
    this.byStatus.set(code, (this.byStatus.get(code) ?? 0) + 1);

    const described = () =>
      `${record.method} ${record.path} via ${record.backend}${record.requestBody ? ` body ${record.requestBody}` : ''} → ` +
      `${record.status || record.error} in ${record.ms.toFixed(0)} ms${record.answer ? `: ${record.answer.slice(0, 400)}` : ''}`;
    if (record.status === 0) this.failures.add('request failed', described());
    else if (record.status >= 500) this.failures.add('5xx answer', described());
    if (record.ms > SLOW_REQUEST_MS) this.failures.add('slow request', described());
  }
}

function errorCodeOf(answer: string): string {
  const match = /^\{"error":"([a-z_]+)"/.exec(answer);
  return match ? ` ${match[1]}` : '';
}
