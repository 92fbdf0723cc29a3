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
  'email_unchanged',
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
  'swipe_limit',
  'insufficient_credits',
  'email_not_confirmed',
  'blocked',
  'free_chat_limit',
  'message_too_long',
  'chat_history_limit',
  'chat_rate_limited',
  'discount_not_found',
  'discount_used',
  'discount_expired',
  'discount_minimum_order',
  'discount_method',
  'method_not_available',
  'iban_invalid',
  'sms_code_invalid',
  'sms_code_expired',
  'direct_debit_blocked',
  'direct_debit_limit',
  'no_previous_order',
  'order_not_pending',
  'webhook_signature_invalid',
  'staff_authentication_required',
  'second_factor_required',
  'second_factor_invalid',
  'forbidden',
  'account_banned',
  'account_deleted',
  'conversation_claimed',
  'contact_details',
  'review_decided',
  'nothing_to_appeal',
  'already_verified',
  'verification_in_progress',
  'verification_not_started',
  'verification_limit',
  'no_photo_to_compare',
  'backup_running',
  'backup_not_embedded',
  'range_too_long',
  'postback_host_not_allowed',
  'postback_macro_unknown',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export interface TApiError {
  error: TErrorCode;
  message: string;
  fields?: Record<string, string[]>;
  minutes?: number;
  /** Seconds until a rate-limited call may be tried again. */
  retry_after?: number;
  /** swipe_limit: when the next daily allowance starts (ISO). */
  next_allowance_at?: string;
  /** insufficient_credits: what the call would have cost. */
  needed?: number;
  /** message_too_long: the site's message length. */
  max?: number;
  /** free_chat_limit, chat_history_limit, photo_limit: the limit that was reached. */
  limit?: number;
  /** contact_details: what the text holds that the site refuses (phone, email, link, handle). */
  kinds?: string[];
  /** discount_minimum_order: the minimum, formatted with its currency. */
  minimum?: string;
}
