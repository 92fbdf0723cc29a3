import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { fieldMessageOf } from '@app/shared';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { reportLoadFailure } from '../loading-bar';

/**
 * A form's schema, or a function that loads it: an entry page's form (login) fetches the schema and zod with
 * it when the visitor first sends it, so a first visit does not download them (issue 19 item 5).
 */
export type TFormSchema<TInput extends FieldValues, TOutput> =
  z.ZodType<TOutput, TInput> | (() => Promise<z.ZodType<TOutput, TInput>>);

/**
 * A form's check with the server's own zod schema, each problem worded by `fieldMessageOf` — the
 * sentences the server answers with — in the member's language. Messages written into a schema are
 * not shown: a member reads the catalogue's words, never a developer's.
 */
export function schemaResolver<TInput extends FieldValues, TOutput>(
  schema: TFormSchema<TInput, TOutput>,
  t: TFunction,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    let check: z.ZodType<TOutput, TInput>;
    try {
      check = typeof schema === 'function' ? await schema() : schema;
    } catch {
      // The schema's chunk did not arrive (offline, or a new version replaced it): the loading bar turns red, the
      // form's alert (`root.server`, FormAlert) says to try again, and the form keeps what was typed.
      reportLoadFailure();
      const failed: FieldError = { type: 'load', message: t('toasts.genericError') };
      return { values: {}, errors: toNestErrors({ 'root.server': failed }, options) };
    }
    // `reportInput` lets the wording tell a missing value from a wrong one.
    const result = await check.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      const { key, values: words } = fieldMessageOf(issue);
      errors[path] = { type: issue.code, message: t(key, words) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
