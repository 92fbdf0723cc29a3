import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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

/**
 * The server's one logger. Secrets of URLs are redacted in one place for every line: the request
 * serializer, the error serializer and every message text (hooks), so also a line someone adds later.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: requestForLog, err: errorForLog },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactSecrets(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  } satisfies LoggerOptions;
  return destination ? pino(options, destination) : pino(options);
}
