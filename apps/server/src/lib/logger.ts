import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentLogContext } from './log-context';

const REDACTED = '[redacted]';
/** Query parameters that carry a one-time secret: activation, reactivation, reset, e-mail change, unsubscribe. */
const SECRET_PARAMETER = /([?&](?:token|secret|signature|password)=)[^&#\s"'<>]*/gi;
/**
 * A path segment of 32 or more token characters: the personal login link of a mail (`/{token}`, 43
 * characters). File names keep theirs (an extension follows), and no page or API path is that long.
 */
const SECRET_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{32,}(?=$|[/?#\s"'])/g;

/** A URL, or any text holding one, with its one-time secrets replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAMETER, `$1${REDACTED}`).replace(SECRET_SEGMENT, REDACTED);
}

/** What a request log line says about the request (Fastify's fields, with the URL redacted). */
function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}

/** An error with its message, stack and other text fields redacted: some carry the request's URL. */
function errorForLog(error: Error): unknown {
  const serialized: unknown = pino.stdSerializers.err(error);
  if (typeof serialized === 'string') return redactSecrets(serialized);
  if (!serialized || typeof serialized !== 'object') return serialized;
  const fields = serialized as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') fields[name] = redactSecrets(value);
  return serialized;
}

/** Marks the loggers that already carry a request id as a binding (Fastify's `req.log`). */
const BINDS_REQUEST_ID = Symbol('binds request id');

/**
 * Fastify's logger for each request: its own `reqId` binding, marked so the mixin does not write the id a second
 * time (pino would write both). pino's children inherit from their parent, so `req.log.child()` is marked too.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const child = logger.child(bindings, options);
  Object.defineProperty(child, BINDS_REQUEST_ID, { value: true });
  return child;
};

/**
 * The request id (or the job), and the trace id with tracing on, of the work that writes a line: services, the
 * job queue and after-commit work log through the root logger, which knows nothing of the request.
 */
function contextFields(logger: object): Record<string, unknown> {
  const context = currentLogContext();
  if (!context) return {};
  const fields: Record<string, unknown> = {};
  if (context.reqId !== undefined && !(BINDS_REQUEST_ID in logger)) fields.reqId = context.reqId;
  if (context.jobId !== undefined) fields.jobId = context.jobId;
  if (context.kind !== undefined) fields.kind = context.kind;
  if (context.traceId !== undefined) fields.traceId = context.traceId;
  return fields;
}

/**
 * The server's one logger. Secrets of URLs are redacted in one place for every line: the request
 * serializer, the error serializer and every message text (hooks), so also a line someone adds later. Every
 * line written while a request or a job runs carries its id (`contextFields`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: requestForLog, err: errorForLog },
    // A field the call itself passes wins over the context's (pino merges the call's object over this one).
    mixin: (_object, _level, logger) => contextFields(logger),
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactSecrets(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  } satisfies LoggerOptions;
  return destination ? pino(options, destination) : pino(options);
}
