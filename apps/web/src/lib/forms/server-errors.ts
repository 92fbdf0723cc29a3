import type { TErrorCode } from '@app/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client';

/**
 * The field an answer's error code is about, for every form: the one place that ties the API's codes
 * to inputs. A form whose field has another name says so in `renamed` (e.g. `current_password`).
 */
export const FIELD_OF_ERROR_CODE: Partial<Record<TErrorCode, string>> = {
  email_taken: 'email',
  email_unchanged: 'email',
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  too_young: 'date_of_birth',
  weak_password: 'password',
  wrong_password: 'password',
  passwords_differ: 'new_password_repeat',
  iban_invalid: 'iban',
  sms_code_invalid: 'code',
  sms_code_expired: 'code',
  second_factor_invalid: 'code',
  discount_not_found: 'code',
  discount_used: 'code',
  discount_expired: 'code',
  discount_minimum_order: 'code',
  discount_method: 'code',
  message_too_long: 'text',
  contact_details: 'about',
};

/** The form's field a path of the answer's `fields` belongs to: itself, or the nearest field above it. */
function fieldOfPath(path: string, names: readonly string[]): string | undefined {
  return names.find((name) => path === name || path.startsWith(`${name}.`));
}

/**
 * Shows a refused call's problems beside the form's inputs: the `fields` of an `invalid_input`, or the
 * field of its code. Answers whether every problem found a field; when not, the form shows the
 * answer's message as a whole (`error.message`, already in the member's language).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  renamed: Partial<Record<TErrorCode, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = Object.keys(form.getValues());
  const byField = new Map<string, string[]>();
  let unplaced = 0;
  const codeField = renamed[error.code as TErrorCode] ?? FIELD_OF_ERROR_CODE[error.code as TErrorCode];
  if (codeField && names.includes(codeField.split('.')[0]!)) byField.set(codeField, [error.message]);
  else if (error.code !== 'invalid_input') return false;
  for (const [path, messages] of Object.entries(error.body.fields ?? {})) {
    const field = fieldOfPath(path, names);
    if (!field) unplaced++;
    else byField.set(field, [...(byField.get(field) ?? []), ...messages]);
  }
  for (const [field, messages] of byField) {
    form.setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
  }
  return byField.size > 0 && unplaced === 0;
}
