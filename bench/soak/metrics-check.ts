import { MONITORED_FAMILIES } from '../../apps/server/src/metrics/monitored-families';
import type { Failures } from './failures';

/** Series the soak's members certainly caused, summed over the live processes: each must be above zero. */
const MOVED = [
  /^http_request_duration_seconds_count\{/,
  /^app_db_query_duration_seconds_count\{operation="select"\}/,
  /^app_job_outcomes_total\{kind="mail",outcome="done"\}/,
  /^app_orders_last_day\{.*status="completed"\}/,
  /^app_scheduled_job_runs\{/,
] as const;

export interface TMetricsFigures {
  families: number;
  requests: number;
  queries: number;
}

const sumOf = (texts: string[], series: RegExp) =>
  texts
    .flatMap((text) => text.split('\n'))
    .filter((line) => series.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

/** Reads GET /metrics of each live process (from loopback, which METRICS_ALLOW lets in by default). */
export async function checkMetrics(ports: number[], failures: Failures): Promise<TMetricsFigures | null> {
  const texts: string[] = [];
  for (const port of ports) {
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(10_000) }).catch(
      (error: Error) => error,
    );
    if (answer instanceof Error || answer.status !== 200) {
      failures.add(
        'metrics',
        `GET /metrics on port ${port}: ${answer instanceof Error ? answer.message : answer.status}`,
      );
      continue;
    }
    const text = await answer.text();
    texts.push(text);
    const missing = MONITORED_FAMILIES.filter((family) => !text.includes(`# TYPE ${family} `));
    if (missing.length > 0) failures.add('metrics', `port ${port} has no ${missing.join(', ')}`);
  }
  if (texts.length === 0) return null;
  for (const series of MOVED)
    if (sumOf(texts, series) <= 0) failures.add('metrics', `no process counted ${series.source} during the run`);
  return {
    families: MONITORED_FAMILIES.length,
    requests: sumOf(texts, /^http_request_duration_seconds_count\{/),
    queries: sumOf(texts, /^app_db_query_duration_seconds_count\{/),
  };
}
