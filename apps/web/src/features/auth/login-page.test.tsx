import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse, type TFakeRequest } from '../../test/fake-api';
import { newMember } from '../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/render';
import { LoginPage } from './login-page';
import { enterValue } from '../../test/enter-value';

const LOGIN = 'POST /api/user.php';
const errorOf = (name: string) => document.getElementById(`login-${name}-error`)?.textContent;
const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);

describe('the login form, checked with the login call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names empty fields in the member language without calling the server', async () => {
    const calls: TFakeRequest[] = [];
    fakeApi({ [LOGIN]: (request) => (calls.push(request), { user: newMember }) });
    renderScreen(<LoginPage />, { route: 'login', user: null });
    fireEvent.click(await screen.findByRole('button', { name: en.login.submit }));
    await waitFor(() => expect(errorOf('email')).toBe(en.fields.required));
    expect(errorOf('password')).toBe(en.fields.required);
    expect(screen.getByLabelText(en.login.email).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a password longer than the server takes, with the same limit', async () => {
    fakeApi({});
    renderScreen(<LoginPage />, { route: 'login', user: null });
    fill(en.login.email, 'anna@example.com');
    fill(en.login.password, 'x'.repeat(PASSWORD_MAX_LENGTH + 1));
    fireEvent.click(await screen.findByRole('button', { name: en.login.submit }));
    await waitFor(() =>
      expect(errorOf('password')).toBe(en.fields.tooLong.replace('{{max}}', String(PASSWORD_MAX_LENGTH))),
    );
  });

  it('sends the trimmed address the schema makes, and shows a refusal as a whole', async () => {
    const sent: unknown[] = [];
    fakeApi({
      [LOGIN]: (request) => {
        sent.push(request.body);
        return refuse(403, 'invalid_credentials', en.errors.invalid_credentials);
      },
    });
    renderScreen(<LoginPage />, { route: 'login', user: null });
    fill(en.login.email, '  anna@example.com ');
    fill(en.login.password, 'secret');
    fireEvent.click(await screen.findByRole('button', { name: en.login.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.login.failed);
    expect(sent).toEqual([{ email: 'anna@example.com', password: 'secret' }]);
  });

  it('tells the owner of a deleted account that it can still come back', async () => {
    const message = en.errors.account_deleted.replace('{{days}}', '9');
    fakeApi({ [LOGIN]: () => refuse(403, 'account_deleted', message) });
    renderScreen(<LoginPage />, { route: 'login', user: null });
    fill(en.login.email, 'anna@example.com');
    fill(en.login.password, 'secret');
    fireEvent.click(await screen.findByRole('button', { name: en.login.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
