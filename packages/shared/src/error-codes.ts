/** Every error code the API answers with, as `{ error: code, message }`. */
export const ERROR_CODES = [
  'authentication_required',
  'invalid_input',
  'invalid_json',
  'invalid_credentials',
  'too_many_attempts',
  'forbidden_origin',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'internal_error',
  'account_disabled',
  'signups_closed',
  'email_taken',
  'name_equals_email',
  'name_starts_with_at',
  'too_young',
  'weak_password',
  'wrong_password',
  'passwords_differ',
  'too_many_resets',
  'reset_link_invalid',
  'link_invalid',
  'already_confirmed',
  'photo_limit',
  'unsupported_image',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export interface TApiError {
  error: TErrorCode;
  message: string;
  fields?: Record<string, string[]>;
  minutes?: number;
  /** Seconds until a rate-limited call may be tried again. */
  retry_after?: number;
}
