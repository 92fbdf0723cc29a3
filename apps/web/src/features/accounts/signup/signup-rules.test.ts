import { describe, expect, it } from 'vitest';
import { latestDateOfBirth } from '@app/shared';
import { memberToday } from '../../../lib/today';
import { personalErrors } from './signup-rules';
import { captureTracking, signupAllowed, storedTracking, trackingFromQuery } from './tracking';

const today = '2026-11-23';
const valid = { email: 'anna@example.com', password: 'bright-sky-42', name: 'Anna', date_of_birth: '1990-05-01' };

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe('signup personal-info rules (spec point 5)', () => {
  it('accepts a complete, adult member', () => {
    expect(personalErrors(valid, 18, today)).toEqual({});
  });

  it('refuses a name equal to the e-mail address or starting with @', () => {
    expect(personalErrors({ ...valid, name: 'ANNA@example.com' }, 18, today).name).toBe('nameEqualsEmail');
    expect(personalErrors({ ...valid, name: '@anna' }, 18, today).name).toBe('nameStartsWithAt');
  });

  it('counts age in whole years and refuses one day short of the minimum age', () => {
    expect(personalErrors({ ...valid, date_of_birth: '2008-11-23' }, 18, today)).toEqual({});
    expect(personalErrors({ ...valid, date_of_birth: '2008-11-24' }, 18, today).date_of_birth).toBe('tooYoung');
    expect(personalErrors({ ...valid, date_of_birth: '2005-11-24' }, 21, today).date_of_birth).toBe('tooYoung');
  });

  it('refuses dates that do not exist', () => {
    expect(personalErrors({ ...valid, date_of_birth: '1990-02-30' }, 18, today).date_of_birth).toBe('invalidDate');
    expect(personalErrors({ ...valid, date_of_birth: '2026-11-24' }, 18, today).date_of_birth).toBe('invalidDate');
    expect(personalErrors({ ...valid, date_of_birth: '1990-13-01' }, 18, today).date_of_birth).toBe('invalidDate');
  });

  it('needs a valid e-mail and a password of 8 to 128 characters', () => {
    const errors = personalErrors({ ...valid, email: 'anna@', password: 'short' }, 18, today);
    expect(errors).toEqual({ email: 'invalidEmail', password: 'passwordLength' });
    expect(personalErrors({ ...valid, password: 'x'.repeat(129) }, 18, today).password).toBe('passwordLength');
  });

  it('offers the date picker no date younger than the minimum age', () => {
    expect(latestDateOfBirth(18, today)).toBe('2008-11-23');
  });

  it("counts on the member's local calendar date, not the UTC one", () => {
    // 23 November 00:30 where the member is; in UTC it may still (or already) be another day.
    expect(memberToday(new Date(2026, 10, 23, 0, 30))).toBe('2026-11-23');
    expect(memberToday(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
  });
});

describe('traffic source of the first visit', () => {
  it('reads only the five tracking fields', () => {
    expect(trackingFromQuery('?network=ads&sub1=x&utm=y&ref=')).toEqual({ network: 'ads', sub1: 'x' });
  });

  it('keeps the first source and ignores later ones', () => {
    const storage = memoryStorage();
    captureTracking('?page=2', storage);
    expect(storedTracking(storage)).toEqual({});
    captureTracking('?network=first&sub2=a', storage);
    captureTracking('?network=second', storage);
    expect(storedTracking(storage)).toEqual({ network: 'first', sub2: 'a' });
  });

  it('allows signup by the site setting (spec point 4)', () => {
    expect(signupAllowed('all', {})).toBe(true);
    expect(signupAllowed('with_trafficsource', {})).toBe(false);
    expect(signupAllowed('with_trafficsource', { ref: 'partner' })).toBe(true);
    expect(signupAllowed('none', { ref: 'partner' })).toBe(false);
  });
});
