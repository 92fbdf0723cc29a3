import { describe, expect, it } from 'vitest';
import { personalDetailsProblems } from './personal-details';
import { signupDetailsSchema } from './schemas/accounts';

const today = '2026-11-24';
const valid = { email: 'anna@example.com', password: 'a-long-passphrase', name: 'Anna', date_of_birth: '1990-05-17' };

describe('personal details (spec point 5), one rule for the form and the server', () => {
  it('accepts a real name and an adult date of birth', () => {
    expect(personalDetailsProblems(valid, 18, today)).toEqual([]);
  });

  it.each([
    ['the e-mail address as name', { name: ' ANNA@example.com ' }, 'name', 'name_equals_email'],
    ['a name starting with @', { name: '@anna' }, 'name', 'name_starts_with_at'],
    ['a day short of 18', { date_of_birth: '2008-11-25' }, 'date_of_birth', 'too_young'],
    ['a date that does not exist', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'invalid_input'],
    ['a date in the future', { date_of_birth: '2026-11-25' }, 'date_of_birth', 'invalid_input'],
    ['an age past 120', { date_of_birth: '1905-01-01' }, 'date_of_birth', 'invalid_input'],
  ])('refuses %s', (_name, change, field, error) => {
    expect(personalDetailsProblems({ ...valid, ...change }, 18, today)).toMatchObject([{ field, error }]);
  });

  it('turns 18 on the birthday, and the site minimum counts', () => {
    expect(personalDetailsProblems({ ...valid, date_of_birth: '2008-11-24' }, 18, today)).toEqual([]);
    expect(personalDetailsProblems({ ...valid, date_of_birth: '2005-11-25' }, 21, today)).toMatchObject([
      { error: 'too_young', values: { minAge: 21 } },
    ]);
  });

  it('the form schema carries the same problems on their fields', () => {
    const result = signupDetailsSchema(18, today).safeParse({ ...valid, name: '@anna', date_of_birth: '2008-11-25' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
    expect(issues).toEqual([
      { path: 'name', code: 'custom' },
      { path: 'date_of_birth', code: 'custom' },
    ]);
  });
});
