import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { fieldMessageOf, type TErrorCode, type TLanguage } from '@app/shared';
import { currentMember } from '../auth/session';
import { AppError, statusOf } from '../lib/errors';
import { translate, type TMessageKey } from '../lib/i18n';
import { requestLanguage } from '../lib/request-language';

/** Each field's problems in the member's words, the same sentences the browser's form shows. */
function fieldsOf(error: ZodError, language: TLanguage): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    const { key: messageKey, values } = fieldMessageOf(issue);
    (fields[key] ??= []).push(translate(language, messageKey as TMessageKey, values));
  }
  return fields;
}

/** The language of an answer: the member's own wins, also when the request failed before anything loaded the member. */
async function answerLanguage(req: FastifyRequest): Promise<TLanguage> {
  if (req.site) await currentMember(req).catch(() => null);
  return requestLanguage(req);
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
  const language = await answerLanguage(req);
  const message = translate(language, `errors.${code}`, details);
  req.server.deps?.metrics.errors.inc({ code, status: String(statusOf(code)) });
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
    if (error instanceof ZodError) {
      return sendError(req, reply, 'invalid_input', { fields: fieldsOf(error, await answerLanguage(req)) });
    }
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
