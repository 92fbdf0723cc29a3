import { issueOfProblem, type TDetailProblem, type TErrorCode } from '@app/shared';
import { ZodError } from 'zod';

const STATUS_BY_CODE: Record<TErrorCode, number> = {
  authentication_required: 403,
  invalid_input: 400,
  invalid_json: 400,
  invalid_credentials: 401,
  too_many_attempts: 429,
  forbidden_origin: 403,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  internal_error: 500,
  account_disabled: 403,
  signups_closed: 403,
  email_taken: 409,
  email_unchanged: 409,
  name_equals_email: 400,
  name_starts_with_at: 400,
  too_young: 400,
  weak_password: 400,
  wrong_password: 400,
  passwords_differ: 400,
  too_many_resets: 429,
  reset_link_invalid: 400,
  link_invalid: 400,
  already_confirmed: 409,
  photo_limit: 403,
  unsupported_image: 415,
  swipe_limit: 403,
  insufficient_credits: 402,
  email_not_confirmed: 403,
  blocked: 403,
  free_chat_limit: 403,
  message_too_long: 400,
  chat_history_limit: 403,
  chat_rate_limited: 429,
  discount_not_found: 404,
  discount_used: 409,
  discount_expired: 400,
  discount_minimum_order: 400,
  discount_method: 400,
  method_not_available: 400,
  iban_invalid: 400,
  sms_code_invalid: 400,
  sms_code_expired: 400,
  direct_debit_blocked: 403,
  direct_debit_limit: 403,
  no_previous_order: 404,
  order_not_pending: 409,
  webhook_signature_invalid: 400,
  staff_authentication_required: 401,
  second_factor_required: 401,
  second_factor_invalid: 400,
  forbidden: 403,
  account_banned: 403,
  account_deleted: 403,
  conversation_claimed: 409,
  contact_details: 422,
  review_decided: 409,
  nothing_to_appeal: 409,
  already_verified: 409,
  verification_in_progress: 409,
  verification_not_started: 409,
  verification_limit: 429,
  no_photo_to_compare: 409,
  backup_running: 409,
  backup_not_embedded: 409,
  range_too_long: 400,
  postback_host_not_allowed: 400,
  postback_macro_unknown: 400,
};

/** A rule said no: becomes `{ error: code, message, ...details }` with the code's HTTP status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: TErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.status = STATUS_BY_CODE[code];
  }
}

export function statusOf(code: TErrorCode): number {
  return STATUS_BY_CODE[code];
}

/**
 * The refusal of a rule shared with the browser's forms: its own code, or `invalid_input` naming the
 * field (a ZodError, so the answer words it like every other field problem).
 */
export function refusalOf(problem: TDetailProblem): Error {
  if (problem.fieldMessage) return new ZodError([{ ...issueOfProblem(problem), input: undefined }]);
  return new AppError(problem.error, problem.values);
}
