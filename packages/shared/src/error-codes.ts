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
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export interface TApiError {
  error: TErrorCode;
  message: string;
  fields?: Record<string, string[]>;
  minutes?: number;
}
