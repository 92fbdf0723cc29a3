import type { Span } from '@opentelemetry/api';
import type { TConfig } from '../config/env';
import type { StatementTap } from '../db/statement-tap';

/** One request's server span. */
export interface TRequestTrace {
  traceId: string;
  span: Span;
  /** Ends the span with the answer's status (an error from 500 on; undefined: no answer was sent). Once only. */
  finish(statusCode: number | undefined): void;
}

export interface TTracing {
  /** A server span for a request, continuing the caller's trace when its `traceparent` header names one. */
  startRequest(request: {
    method: string;
    route: string | undefined;
    traceparent: string | string[] | undefined;
  }): TRequestTrace;
  /** Sends the spans still waiting and stops: the last step of a stop. */
  shutdown(): Promise<void>;
}

type TLog = { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };

/**
 * OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per request, and below it a span per
 * statement the request sends (decision 042). Unset: null, and no OpenTelemetry code is even loaded.
 */
export async function startTracing(config: TConfig, statements: StatementTap, log: TLog): Promise<TTracing | null> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const { startOpenTelemetry } = await import('./open-telemetry');
  return startOpenTelemetry({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    statements,
    log,
  });
}
