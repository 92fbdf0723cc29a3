import type { FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { AppError } from '../../lib/errors';
import { refuseNulCharacters } from '../../lib/nul-characters';
import { translate } from '../../lib/i18n';
import { requestLanguage } from '../../lib/request-language';

export { isUniqueViolation } from '../../db/unique-violation';

/** A rule about the input said no: 400 invalid_input naming the field, like a zod failure. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('invalid_input', { fields: { [field]: [message] } });
}

/** Throws 400 invalid_input with every field that broke a rule, if any did. */
export function assertNoFieldErrors(fields: Record<string, string[]>): void {
  if (Object.keys(fields).length > 0) throw new AppError('invalid_input', { fields });
}

/** Something that must be unique already exists (a domain, a discount code, a gift key). */
export class ConflictError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('conflict');
  }
}

/**
 * Runs a console change and answers a ConflictError as 409 `invalid_input` with `fields`, so a form
 * can show it at the field. @NOTE the error catalogue has no conflict code yet (see the report).
 */
export async function answeringConflicts<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const message = translate(await requestLanguage(req), 'errors.invalid_input');
    // Awaited, so the route sees the reply as sent and answers nothing more.
    await reply
      .code(409)
      .header('cache-control', 'no-store')
      .send({ error: 'invalid_input', message, fields: error.fields });
    return undefined as never;
  }
}

/** The fields that changed between two states, for the audit log (only those, before and after). */
export function changedFields<B extends object, A extends object>(before: B, after: A) {
  const was = before as Record<string, unknown>;
  const will = after as Record<string, unknown>;
  const keys = Object.keys(will).filter(
    (key) => will[key] !== undefined && JSON.stringify(was[key]) !== JSON.stringify(will[key]),
  );
  return {
    keys,
    before: Object.fromEntries(keys.map((key) => [key, was[key]])) as Partial<B>,
    after: Object.fromEntries(keys.map((key) => [key, will[key]])) as Partial<A>,
  };
}

/**
 * Parses multipart text fields with a schema; numbers, JSON and `null` come as text there. A NUL
 * character (typed into the text, or escaped inside JSON) is refused like in any other call's input.
 */
export function parseFormFields<T extends ZodType>(schema: T, fields: Record<string, string>, json: string[] = []) {
  const values: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(fields)) {
    if (json.includes(name)) {
      try {
        values[name] = JSON.parse(text);
      } catch {
        throw fieldError(name, 'not valid JSON');
      }
    } else if (text === 'null') values[name] = null;
    else if (text !== '' && /^-?\d+$/.test(text)) values[name] = Number(text);
    else if (text !== '') values[name] = text;
  }
  refuseNulCharacters(values);
  return schema.parse(values) as z.output<T>;
}
