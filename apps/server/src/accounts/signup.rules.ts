import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  personalDetailsProblems,
  type TSignupBody,
  utcCalendarDate,
} from '@app/shared';
import { AppError, refusalOf } from '../lib/errors';
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
  const [problem] = personalDetailsProblems(body, site.min_age, utcCalendarDate(today));
  if (problem) throw refusalOf(problem);
  checkPassword(body.password, [body.email, body.name]);
}
