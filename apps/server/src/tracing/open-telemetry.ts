import type { DiagLogger } from '@opentelemetry/api';
import type { StatementTap } from '../db/statement-tap';
import { currentLogContext, runInLogContext } from '../lib/log-context';
import { parseTraceparent } from './traceparent';
import type { TTracing } from './tracing';

/** Longest statement text a query span carries: Kysely's SQL with its $1 placeholders, never the values. */
const STATEMENT_CHARS = 2_000;
/** One export, retries included, waits this long at most: the server's stop has 10 s for everything. */
const EXPORT_TIMEOUT_MS = 3_000;

interface TOptions {
  /** The collector's base address; spans go to its /v1/traces as OTLP/HTTP JSON. */
  endpoint: string;
  serviceName: string;
  statements: StatementTap;
  log: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };
}

/**
 * The tracer provider, a batch span processor and the OTLP/HTTP exporter. Parents are passed explicitly: the
 * request's span travels in the log context (lib/log-context.ts), so no global context manager is installed.
 */
export async function startOpenTelemetry({ endpoint, serviceName, statements, log }: TOptions): Promise<TTracing> {
  // Imported here, not at the top: the server bundle hoists a package's static import to its start, which would
  // load OpenTelemetry in every process, traced or not.
  const [api, sdk, otlp, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, diag, DiagLogLevel } = api;
  // A collector that cannot be reached shows in the log instead of failing silently.
  diag.setLogger(diagnosticsTo(log), { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true });

  const exporter = new otlp.OTLPTraceExporter({
    url: `${endpoint.replace(/\/+$/, '')}/v1/traces`,
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const provider = new sdk.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('amora-server');

  const stopWatching = statements.watch(({ sql, operation }) => {
    // Only the statements of a request: the job queue's and the scheduler's polls would each be a trace of one span.
    const parent = currentLogContext()?.span;
    if (!parent) return;
    const span = tracer.startSpan(
      operation.toUpperCase(),
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system': 'postgresql',
          'db.operation': operation,
          'db.statement': sql.length > STATEMENT_CHARS ? `${sql.slice(0, STATEMENT_CHARS)}…` : sql,
        },
      },
      trace.setSpan(ROOT_CONTEXT, parent),
    );
    return (error) => {
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
  });

  return {
    startRequest({ method, route, traceparent }) {
      const remote = parseTraceparent(traceparent);
      const parentContext = remote ? trace.setSpanContext(ROOT_CONTEXT, { ...remote, isRemote: true }) : ROOT_CONTEXT;
      const span = tracer.startSpan(
        route ? `${method} ${route}` : method,
        {
          kind: SpanKind.SERVER,
          attributes: { 'http.request.method': method, ...(route && { 'http.route': route }) },
        },
        parentContext,
      );
      let open = true;
      return {
        traceId: span.spanContext().traceId,
        span,
        finish(statusCode) {
          if (!open) return;
          open = false;
          if (statusCode === undefined)
            span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client left before the answer' });
          else {
            span.setAttribute('http.response.status_code', statusCode);
            if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
    async shutdown() {
      stopWatching();
      // A collector that is away must not fail the stop: what it did not take is lost, and said so.
      await provider
        .shutdown()
        .catch((error: unknown) => log.warn({ err: error }, 'tracing: the last spans were not sent'));
      diag.disable();
    },
  };
}

/** OpenTelemetry's own warnings and errors (an export that failed) as log lines. */
function diagnosticsTo(log: TOptions['log']): DiagLogger {
  const ignore = () => undefined;
  const fields = (details: unknown[]) => ({
    details: details.map((detail) => (detail instanceof Error ? detail.message : detail)),
  });
  // Outside any request: the export that failed was only timed from the request that ended a span.
  return {
    error: (message, ...details) => runInLogContext({}, () => log.error(fields(details), `tracing: ${message}`)),
    warn: (message, ...details) => runInLogContext({}, () => log.warn(fields(details), `tracing: ${message}`)),
    info: ignore,
    debug: ignore,
    verbose: ignore,
  };
}
