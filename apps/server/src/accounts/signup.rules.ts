import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type TSignupBody } from '@app/shared';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { COMMON_PASSWORDS } from './data/common-passwords';

/** Signups by the site setting (spec point 4): all, or only visitors who came with a traffic source. */
export function signupsAllowed(
  site: Pick<TSiteRow, 'signups'>,
  tracking: Partial<Record<'network' | 'ref' | 'sub1' | 'sub2' | 'sub3', string>>,
): boolean {
  if (site.signups === 'all') return true;
  if (site.signups === 'with_trafficsource') return Object.values(tracking).some((value) => Boolean(value));
  return false;
}

/** Whole years between a date of birth (YYYY-MM-DD) and today, or null when it is not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date > today || year < 1900) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age--;
  return age;
}

/** A password we accept: 8 to 128 characters, not a well-known one, not the e-mail or the name. */
export function checkPassword(password: string, avoid: string[] = []): void {
  const lower = password.toLowerCase();
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    COMMON_PASSWORDS.has(lower) ||
    new Set(lower).size < 3 ||
    avoid.some((value) => value && lower === value.toLowerCase())
  ) {
    throw new AppError('weak_password');
  }
}

/** Point 5 of the spec: name rules, a real date of birth of at least the site's minimum age, a good password. */
export function checkSignup(body: TSignupBody, site: Pick<TSiteRow, 'min_age'>, today: Date): void {
  if (body.name.trim().toLowerCase() === body.email.toLowerCase()) throw new AppError('name_equals_email');
  if (body.name.trim().startsWith('@')) throw new AppError('name_starts_with_at');
  const age = ageOn(body.date_of_birth, today);
  if (age === null) throw new AppError('invalid_input', { fields: { date_of_birth: ['invalid date'] } });
  if (age < site.min_age) throw new AppError('too_young', { minAge: site.min_age });
  checkPassword(body.password, [body.email, body.name]);
}
