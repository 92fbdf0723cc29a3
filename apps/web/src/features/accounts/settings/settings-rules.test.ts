import { describe, expect, it } from 'vitest';
import {
  emailChangeProblems,
  emailErrorField,
  mailChangeResult,
  passwordChangeProblems,
  passwordErrorField,
} from './settings-rules';

describe('emailChangeProblems', () => {
  it('asks for a valid address that differs from the current one, and the password', () => {
    expect(emailChangeProblems('', '', 'kim@example.com')).toEqual({ email: 'required', password: 'required' });
    expect(emailChangeProblems('kim@', 'secret', 'kim@example.com')).toEqual({ email: 'invalidEmail' });
    expect(emailChangeProblems(' KIM@example.com ', 'secret', 'kim@example.com')).toEqual({ email: 'sameEmail' });
    expect(emailChangeProblems('new@example.com', 'secret', 'kim@example.com')).toEqual({});
  });

  it('puts the server errors at their field', () => {
    expect(emailErrorField('wrong_password')).toBe('password');
    expect(emailErrorField('email_taken')).toBe('email');
    expect(emailErrorField('invalid_input')).toBe('email');
    expect(emailErrorField('rate_limited')).toBeNull();
  });
});

describe('passwordChangeProblems', () => {
  it('needs the current password, 8 to 128 characters and the same repetition', () => {
    expect(passwordChangeProblems('', 'long-enough', 'long-enough')).toEqual({ current: 'required' });
    expect(passwordChangeProblems('old', 'short', 'short')).toEqual({ next: 'length' });
    expect(passwordChangeProblems('old', 'x'.repeat(129), 'x'.repeat(129))).toEqual({ next: 'length' });
    expect(passwordChangeProblems('old', 'x'.repeat(128), 'x'.repeat(128))).toEqual({});
    expect(passwordChangeProblems('old', '12345678', '12345678')).toEqual({});
    expect(passwordChangeProblems('old', 'long-enough', 'long-enougH')).toEqual({ repeat: 'differ' });
  });

  it('puts the server errors at their field', () => {
    expect(passwordErrorField('wrong_password')).toBe('current');
    expect(passwordErrorField('weak_password')).toBe('next');
    expect(passwordErrorField('passwords_differ')).toBe('repeat');
    expect(passwordErrorField('internal_error')).toBeNull();
  });
});

describe('mailChangeResult', () => {
  it('tells a confirmed address from a dead link, a taken address and other failures', () => {
    expect(mailChangeResult(null)).toBe('done');
    expect(mailChangeResult('link_invalid')).toBe('invalid');
    expect(mailChangeResult('invalid_input')).toBe('invalid');
    expect(mailChangeResult('email_taken')).toBe('taken');
    expect(mailChangeResult('internal_error')).toBe('failed');
  });
});
