import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { showServerErrors } from './server-errors';

function fakeForm(values: Record<string, unknown>) {
  const set: Record<string, string> = {};
  return {
    set,
    form: {
      getValues: () => values,
      setError: (name: string, error: { message?: string }) => {
        set[name] = error.message ?? '';
      },
    },
  };
}

describe('server errors at their fields', () => {
  it('places a code at the field the table names, with the server words', () => {
    const { form, set } = fakeForm({ email: '', password: '' });
    const placed = showServerErrors(new ApiError(409, 'email_taken', 'Already has an account.'), form as never);
    expect(placed).toBe(true);
    expect(set).toEqual({ email: 'Already has an account.' });
  });

  it('lets a form rename the field of a code', () => {
    const { form, set } = fakeForm({ current_password: '', new_password: '' });
    const error = new ApiError(400, 'wrong_password', 'Not correct.');
    expect(showServerErrors(error, form as never, { wrong_password: 'current_password' } as never)).toBe(true);
    expect(set).toEqual({ current_password: 'Not correct.' });
  });

  it('places the fields of invalid_input, nested paths at their field, and says when one found no field', () => {
    const { form, set } = fakeForm({ countries: [], name: '' });
    const error = new ApiError(400, 'invalid_input', 'Some fields...', {
      error: 'invalid_input',
      message: 'Some fields...',
      fields: { 'countries.2': ['Choose one of the options.'], name: ['Please fill this in.'], other: ['x'] },
    });
    expect(showServerErrors(error, form as never)).toBe(false);
    expect(set).toEqual({ countries: 'Choose one of the options.', name: 'Please fill this in.' });
  });

  it('leaves a refusal of no field (or no answer at all) to the form', () => {
    const { form, set } = fakeForm({ email: '' });
    expect(showServerErrors(new ApiError(403, 'signups_closed', 'Closed.'), form as never)).toBe(false);
    expect(showServerErrors(new TypeError('Failed to fetch'), form as never)).toBe(false);
    expect(set).toEqual({});
  });
});
