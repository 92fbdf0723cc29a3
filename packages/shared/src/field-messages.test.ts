import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGE_NAMES, fieldMessageOf, type TIssueLike } from './field-messages';
import en from '../locales/en.json';
import { LANGUAGES } from './locales';

/** The message for the first issue of a value, as the server words a ZodError and a form's error map does. */
function both(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a problem');
  let mapped: ReturnType<typeof fieldMessageOf> | undefined;
  // zod words issues when they are read, so the map runs on reading them.
  void schema.safeParse(value, {
    error: (issue) => {
      mapped ??= fieldMessageOf(issue as TIssueLike);
      return undefined;
    },
  }).error?.issues;
  return { finished: fieldMessageOf(result.error.issues[0]!), mapped };
}

describe('field messages', () => {
  it.each([
    ['a missing text', z.object({ name: z.string() }), {}, 'fields.required', {}],
    ['an empty required text', z.string().min(1), '', 'fields.required', {}],
    ['a short text', z.string().min(2), 'a', 'fields.tooShort', { min: 2, count: 2 }],
    ['a long text', z.string().max(3), 'abcd', 'fields.tooLong', { max: 3, count: 3 }],
    ['a small number', z.number().min(5), 1, 'fields.tooSmall', { min: 5, count: 5 }],
    ['a big number', z.number().max(5), 9, 'fields.tooBig', { max: 5, count: 5 }],
    ['too few choices', z.array(z.string()).min(2), [], 'fields.tooFew', { min: 2, count: 2 }],
    ['an address', z.email(), 'anna@', 'fields.invalidEmail', {}],
    ['an option', z.enum(['a', 'b']), 'c', 'fields.invalidChoice', {}],
    ['a number as text', z.number(), 'x', 'fields.invalid', {}],
  ])('words %s the same in the form and in the answer', (_name, schema, value, key, values) => {
    const { finished, mapped } = both(schema as z.ZodType, value);
    expect(finished).toEqual({ key, values });
    expect(mapped).toEqual({ key, values });
  });

  it('words a rule of ours by its error code or by a field sentence', () => {
    expect(fieldMessageOf({ code: 'custom', params: { error: 'too_young', minAge: 18 } })).toEqual({
      key: 'errors.too_young',
      values: { minAge: 18 },
    });
    expect(fieldMessageOf({ code: 'custom', params: { fieldMessage: 'invalidDate' } })).toEqual({
      key: 'fields.invalidDate',
      values: {},
    });
  });

  it('has every field sentence in every language', async () => {
    for (const language of LANGUAGES) {
      const catalogue = (await import(`../locales/${language}.json`)) as { default: typeof en };
      for (const name of FIELD_MESSAGE_NAMES)
        expect(catalogue.default.fields[name], `${language} ${name}`).toBeTruthy();
    }
  });
});
