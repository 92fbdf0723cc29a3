import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { EMAIL_PATTERN } from '../signup/signup-rules';

/** The reasons a leaving member can give (DELETE /api/user.php), in the order of the select. */
export const DELETE_REASONS = ['found_someone', 'not_enough_matches', 'too_expensive', 'privacy', 'other'] as const;
export type TDeleteReason = (typeof DELETE_REASONS)[number];

export type TProblem = 'required' | 'invalidEmail' | 'sameEmail' | 'length' | 'differ';

/** The catalogue key of each problem; the wording is shared with signup and the password reset. */
export const PROBLEM_KEYS = {
  required: 'signup.errors.required',
  invalidEmail: 'signup.errors.invalidEmail',
  sameEmail: 'settings.email.same',
  length: 'resetPassword.errors.length',
  differ: 'resetPassword.errors.differ',
} as const satisfies Record<TProblem, string>;

export type TEmailField = 'email' | 'password';
/** What is wrong with the e-mail change form before it is sent, per field. */
export function emailChangeProblems(
  email: string,
  password: string,
  currentEmail: string,
): Partial<Record<TEmailField, TProblem>> {
  const address = email.trim();
  const problems: Partial<Record<TEmailField, TProblem>> = {};
  if (!address) problems.email = 'required';
  else if (!EMAIL_PATTERN.test(address)) problems.email = 'invalidEmail';
  else if (address.toLowerCase() === currentEmail.trim().toLowerCase()) problems.email = 'sameEmail';
  if (!password) problems.password = 'required';
  return problems;
}

/** The field a server error of PUT /api/email.php belongs to. */
export function emailErrorField(code: string): TEmailField | null {
  if (code === 'wrong_password') return 'password';
  if (code === 'email_taken' || code === 'invalid_input') return 'email';
  return null;
}

export type TPasswordField = 'current' | 'next' | 'repeat';
/** What is wrong with the password change form before it is sent (8..128 characters, both the same). */
export function passwordChangeProblems(
  current: string,
  next: string,
  repeat: string,
): Partial<Record<TPasswordField, TProblem>> {
  const problems: Partial<Record<TPasswordField, TProblem>> = {};
  if (!current) problems.current = 'required';
  if (next.length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH) problems.next = 'length';
  else if (next !== repeat) problems.repeat = 'differ';
  return problems;
}

/** The field a server error of PUT /api/password.php belongs to. */
export function passwordErrorField(code: string): TPasswordField | null {
  if (code === 'wrong_password') return 'current';
  if (code === 'weak_password') return 'next';
  if (code === 'passwords_differ') return 'repeat';
  return null;
}

export type TMailChangeResult = 'done' | 'invalid' | 'taken' | 'failed';
/** What the confirmation link of a new address led to, from the error code of POST /api/mail-change.php. */
export function mailChangeResult(code: string | null): TMailChangeResult {
  if (code === null) return 'done';
  if (code === 'link_invalid' || code === 'invalid_input') return 'invalid';
  if (code === 'email_taken') return 'taken';
  return 'failed';
}
