import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';

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

/** Whole years between a date of birth and today, or null when the date does not exist. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900) return null;
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

export function personalErrors(
  draft: TPersonalDraft,
  minAge: number,
  today = new Date(),
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
  const age = draft.date_of_birth ? ageOn(draft.date_of_birth, today) : null;
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

/** The latest date of birth that meets the minimum age, for the date picker's max. */
export function latestBirthDate(minAge: number, today = new Date()): string {
  const latest = new Date(today.getFullYear() - minAge, today.getMonth(), today.getDate());
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${latest.getFullYear()}-${pad(latest.getMonth() + 1)}-${pad(latest.getDate())}`;
}
