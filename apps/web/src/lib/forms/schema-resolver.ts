import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { fieldMessageOf } from '@app/shared';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's check with the server's own zod schema, each problem worded by `fieldMessageOf` — the
 * sentences the server answers with — in the member's language. Messages written into a schema are
 * not shown: a member reads the catalogue's words, never a developer's.
 */
export function schemaResolver<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  t: TFunction,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    // `reportInput` lets the wording tell a missing value from a wrong one.
    const result = await schema.safeParseAsync(values, { reportInput: true });
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
