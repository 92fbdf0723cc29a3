import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { ResetPasswordDoPage } from './reset-password-do-page';
import { ResetPasswordPage } from './reset-password-page';
import { enterValue } from '../../../test/enter-value';

// The pages sit in the signup frame, whose page would register the service worker.
vi.mock('../../../lib/service-worker', () => ({ registerServiceWorker: () => undefined }));

const CALL = '/api/password-reset.php';
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));

describe('asking for a reset link', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('words a missing or wrong address as the server does, without calling it', async () => {
    const api = fakeApi({});
    renderScreen(<ResetPasswordPage />, { route: 'reset-password', user: null });
    await press(en.resetPassword.submit);
    await waitFor(() => expect(errorOf('reset-email')).toBe(en.fields.required));
    fill(en.login.email, 'kim@');
    await waitFor(() => expect(errorOf('reset-email')).toBe(en.fields.invalidEmail));
    expect(api.requests).toHaveLength(0);
  });

  it('sends the address as the server reads it, and says where the link went', async () => {
    const api = fakeApi({ [`POST ${CALL}`]: () => ({ ok: true }) });
    renderScreen(<ResetPasswordPage />, { route: 'reset-password', user: null });
    fill(en.login.email, ' Kim@Example.com ');
    await press(en.resetPassword.submit);
    expect((await screen.findByText(en.resetPassword.sent.replace('{{email}}', 'kim@example.com'))).tagName).toBe('P');
    expect(api.calls(`POST ${CALL}`).map((call) => call.body)).toEqual([{ email: 'kim@example.com' }]);
  });

  it('shows a refusal of no field above the form', async () => {
    fakeApi({ [`POST ${CALL}`]: () => refuse(429, 'too_many_resets', en.errors.too_many_resets) });
    renderScreen(<ResetPasswordPage />, { route: 'reset-password', user: null });
    fill(en.login.email, 'kim@example.com');
    await press(en.resetPassword.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.too_many_resets);
  });
});

describe('choosing the new password from the link', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const url = '/reset-password/do?token=a-token-long-enough';

  it('words a short or differing password as the server does, without calling it', async () => {
    const api = fakeApi({});
    renderScreen(<ResetPasswordDoPage />, { route: 'reset-password-do', url, user: null });
    fill(en.resetPassword.newPassword, 'short');
    await press(en.resetPassword.save);
    await waitFor(() => expect(errorOf('new-password')).toBe(en.fields.tooShort.replace('{{min}}', '8')));
    fill(en.resetPassword.newPassword, 'long-enough');
    fill(en.resetPassword.repeatPassword, 'long-enougH');
    await press(en.resetPassword.save);
    await waitFor(() => expect(errorOf('repeat-password')).toBe(en.errors.passwords_differ));
    expect(api.requests).toHaveLength(0);
  });

  it('sends the token with the password, and shows a weak password at its field', async () => {
    const api = fakeApi({ [`PUT ${CALL}`]: () => refuse(400, 'weak_password', en.errors.weak_password) });
    renderScreen(<ResetPasswordDoPage />, { route: 'reset-password-do', url, user: null });
    fill(en.resetPassword.newPassword, '12345678');
    fill(en.resetPassword.repeatPassword, '12345678');
    await press(en.resetPassword.save);
    await waitFor(() => expect(errorOf('new-password')).toBe(en.errors.weak_password));
    expect(api.calls(`PUT ${CALL}`).map((call) => call.body)).toEqual([
      { token: 'a-token-long-enough', password: '12345678' },
    ]);
  });

  it('offers a new link when the server no longer knows the token', async () => {
    fakeApi({ [`PUT ${CALL}`]: () => refuse(400, 'reset_link_invalid', en.errors.reset_link_invalid) });
    renderScreen(<ResetPasswordDoPage />, { route: 'reset-password-do', url, user: null });
    fill(en.resetPassword.newPassword, 'long-enough');
    fill(en.resetPassword.repeatPassword, 'long-enough');
    await press(en.resetPassword.save);
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.reset_link_invalid);
  });
});
