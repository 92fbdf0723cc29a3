import type { TErrorCode } from './error-codes';

/**
 * What one zod issue says about a field, as a translation key and its values. The browser (a form's
 * resolver) and the server (the `fields` of an `invalid_input` answer) both word issues with it, so a
 * member reads the same sentence before and after sending.
 *
 * It takes the issue as zod hands it to an error map (with `input`) and as it ends up in a ZodError
 * (without): only the fields both carry are read, and `input` only to tell "missing" from "wrong type".
 */
export interface TIssueLike {
  code?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  message?: string;
  params?: Record<string, unknown>;
}

export interface TFieldMessage {
  key: `fields.${TFieldMessageName}` | `errors.${TErrorCode}`;
  values: Record<string, unknown>;
}

/**
 * A rule of ours that zod cannot express (a name that is the e-mail address, an age under the site's
 * minimum) is a custom issue whose params name the API's error code; its sentence is that code's.
 */
export function customIssue(error: TErrorCode, values: Record<string, unknown> = {}) {
  return { code: 'custom' as const, message: error, params: { error, ...values } };
}

/** The sentences under `fields.` in the catalogues. */
export const FIELD_MESSAGE_NAMES = [
  'required',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'tooFew',
  'tooMany',
  'invalidEmail',
  'invalidDate',
  'invalidUrl',
  'invalidChoice',
  'invalid',
] as const;
export type TFieldMessageName = (typeof FIELD_MESSAGE_NAMES)[number];

/** A rule of ours whose sentence is one of the field sentences (a date that does not exist). */
export function fieldIssue(name: TFieldMessageName, values: Record<string, unknown> = {}) {
  return { code: 'custom' as const, message: name, params: { fieldMessage: name, ...values } };
}

const TEXT_FORMATS: Record<string, `fields.${TFieldMessageName}`> = {
  email: 'fields.invalidEmail',
  date: 'fields.invalidDate',
  datetime: 'fields.invalidDate',
  url: 'fields.invalidUrl',
};

function bound(value: number | bigint | undefined): number {
  return Number(value ?? 0);
}

function sizeMessage(issue: TIssueLike, side: 'min' | 'max'): TFieldMessage {
  const limit = bound(side === 'min' ? issue.minimum : issue.maximum);
  const values = { [side]: limit, count: limit };
  switch (issue.origin) {
    case 'string':
      if (side === 'min' && limit <= 1) return { key: 'fields.required', values: {} };
      return { key: side === 'min' ? 'fields.tooShort' : 'fields.tooLong', values };
    case 'array':
    case 'set':
      return { key: side === 'min' ? 'fields.tooFew' : 'fields.tooMany', values };
    default:
      return { key: side === 'min' ? 'fields.tooSmall' : 'fields.tooBig', values };
  }
}

export function fieldMessageOf(issue: TIssueLike): TFieldMessage {
  // An empty text is a missing one, whatever rule it breaks first (a format, a length).
  if (issue.input === '' && issue.code !== 'custom') return { key: 'fields.required', values: {} };
  if (issue.code === 'custom' && issue.params) {
    const { error, fieldMessage, ...values } = issue.params;
    if (typeof fieldMessage === 'string') return { key: `fields.${fieldMessage as TFieldMessageName}`, values };
    if (typeof error === 'string') return { key: `errors.${error as TErrorCode}`, values };
  }
  switch (issue.code) {
    case 'too_small':
      return sizeMessage(issue, 'min');
    case 'too_big':
      return sizeMessage(issue, 'max');
    case 'invalid_format':
      return { key: TEXT_FORMATS[issue.format ?? ''] ?? 'fields.invalid', values: {} };
    case 'invalid_value':
      return { key: 'fields.invalidChoice', values: {} };
    case 'invalid_type': {
      // An error map sees the input; a finished issue only says so in its (English) default message.
      const missing =
        'input' in issue
          ? issue.input === undefined || issue.input === null
          : /received (undefined|null)/.test(issue.message ?? '');
      return { key: missing ? 'fields.required' : 'fields.invalid', values: {} };
    }
    default:
      return { key: 'fields.invalid', values: {} };
  }
}
