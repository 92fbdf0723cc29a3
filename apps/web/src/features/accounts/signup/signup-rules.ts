import { enteredAgeOn, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { memberToday } from '../../../lib/today';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TPersonalDraft {
  email: string;
  password: string;
  name: string;
  date_of_birth: string;
}

/** Keys under `signup.errors` for the personal-info step, checked before the server sees them (point 5). */
export type TPersonalError =
  | 'required'
  | 'invalidEmail'
  | 'passwordLength'
  | 'nameLength'
  | 'nameEqualsEmail'
  | 'nameStartsWithAt'
  | 'invalidDate'
  | 'tooYoung';

export function personalErrors(
  draft: TPersonalDraft,
  minAge: number,
  today = memberToday(),
): Partial<Record<keyof TPersonalDraft, TPersonalError>> {
  const errors: Partial<Record<keyof TPersonalDraft, TPersonalError>> = {};
  const email = draft.email.trim().toLowerCase();
  const name = draft.name.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail';
  if (draft.password.length < PASSWORD_MIN_LENGTH || draft.password.length > PASSWORD_MAX_LENGTH)
    errors.password = 'passwordLength';
  if (!name) errors.name = 'required';
  else if (name.startsWith('@')) errors.name = 'nameStartsWithAt';
  else if (name.toLowerCase() === email) errors.name = 'nameEqualsEmail';
  else if (name.length < 2 || name.length > NAME_MAX_LENGTH) errors.name = 'nameLength';
  const age = draft.date_of_birth ? enteredAgeOn(draft.date_of_birth, today) : null;
  if (!draft.date_of_birth) errors.date_of_birth = 'required';
  else if (age === null || age > 120) errors.date_of_birth = 'invalidDate';
  else if (age < minAge) errors.date_of_birth = 'tooYoung';
  return errors;
}

/** Server error codes that belong to one field of the personal-info step. */
export const FIELD_OF_ERROR: Record<string, keyof TPersonalDraft> = {
  email_taken: 'email',
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  too_young: 'date_of_birth',
  weak_password: 'password',
};

const PERSONAL_FIELDS = ['email', 'password', 'name', 'date_of_birth'] as const;

/**
 * The fields of the personal-info step a refusal of the signup call is about: the field of its code, or
 * the step's fields an `invalid_input` names (the server checks some of them more strictly, e.g. the
 * address); none when it belongs to no field of the step.
 */
export function personalFieldsOfError(code: string, fields: Record<string, string[]> = {}): (keyof TPersonalDraft)[] {
  const field = FIELD_OF_ERROR[code];
  if (field) return [field];
  if (code !== 'invalid_input') return [];
  return PERSONAL_FIELDS.filter((name) => name in fields);
}
