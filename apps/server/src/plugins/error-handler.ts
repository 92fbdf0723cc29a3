import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TErrorCode } from '@app/shared';
import { currentMember } from '../auth/session';
import { AppError, statusOf } from '../lib/errors';
import { translate } from '../lib/i18n';
import { requestLanguage } from '../lib/request-language';

function fieldsOf(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** SQLSTATE classes of a value the database refused: 22 data exception, 23503 no such row to refer to. */
const DATA_ERROR_STATE = /^(22[0-9A-Z]{3}|23503)$/;

interface DatabaseError {
  code: string;
  severity: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export function isDatabaseDataError(error: unknown): error is DatabaseError {
  const candidate = error as Partial<DatabaseError> | null;
  return typeof candidate?.severity === 'string' && DATA_ERROR_STATE.test(String(candidate.code));
}

function codeForFrameworkError(error: FastifyError): TErrorCode {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'payload_too_large';
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) return 'invalid_json';
  if (error.statusCode === 429) return 'rate_limited';
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode === 405) return 'method_not_allowed';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'invalid_input';
  return 'internal_error';
}

export async function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  details: Record<string, unknown> = {},
): Promise<FastifyReply> {
  // A member's own language wins, also when the request failed before anything loaded the member.
  if (req.site) await currentMember(req).catch(() => null);
  const language = await requestLanguage(req);
  const message = translate(language, `errors.${code}`, details);
  if (typeof details.retry_after === 'number') reply.header('retry-after', String(details.retry_after));
  return reply
    .code(statusOf(code))
    .header('cache-control', 'no-store')
    .send({ error: code, message, ...details });
}

/** Every failure leaves as `{ error, message }` JSON; a 500 is logged and never shows a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    if (error instanceof AppError) return sendError(req, reply, error.code, error.details);
    if (error instanceof ZodError) return sendError(req, reply, 'invalid_input', { fields: fieldsOf(error) });
    if (isDatabaseDataError(error)) {
      // A safety net: an input check should have refused the value. Warned (without the query and its
      // parameters, which may hold personal data) so that the missing check gets written.
      const { code, message, table, column, constraint } = error;
      req.log.warn(
        { db: { code, message, table, column, constraint }, route: req.routeOptions.url },
        'input refused by the database',
      );
      return sendError(req, reply, 'invalid_input');
    }
    const code = codeForFrameworkError(error);
    if (code === 'internal_error') req.log.error({ err: error }, 'request failed');
    return sendError(req, reply, code);
  });
}
