import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { DeleteAccountModal } from './delete-account-modal';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { enterValue } from '../../../test/enter-value';

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const render = (form: React.ReactElement) => renderScreen(form, { route: 'settings', user: confirmedMember });

describe('the e-mail change form, checked with the call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const CALL = 'PUT /api/email.php';

  it('asks for both fields, refuses a wrong or the current address, and calls nothing meanwhile', async () => {
    const api = fakeApi({});
    render(<EmailChangeForm currentEmail="kim@example.com" />);
    await press(en.settings.email.submit);
    await waitFor(() => expect(errorOf('settings-email-email')).toBe(en.fields.required));
    expect(errorOf('settings-email-password')).toBe(en.fields.required);
    fill(en.settings.email.new, 'kim@');
    await waitFor(() => expect(errorOf('settings-email-email')).toBe(en.fields.invalidEmail));
    fill(en.settings.email.new, ' KIM@example.com ');
    await waitFor(() => expect(errorOf('settings-email-email')).toBe(en.errors.email_unchanged));
    expect(api.requests).toHaveLength(0);
  });

  it('sends the address as the server stores it, and shows a wrong password at its field', async () => {
    const api = fakeApi({ [CALL]: () => refuse(400, 'wrong_password', en.errors.wrong_password) });
    render(<EmailChangeForm currentEmail="kim@example.com" />);
    fill(en.settings.email.new, ' New@Example.com ');
    fill(en.settings.email.password, 'secret');
    await press(en.settings.email.submit);
    await waitFor(() => expect(errorOf('settings-email-password')).toBe(en.errors.wrong_password));
    expect(api.calls(CALL).map((call) => call.body)).toEqual([{ email: 'new@example.com', password: 'secret' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says where the link went once the call succeeds', async () => {
    fakeApi({ [CALL]: () => ({ ok: true }) });
    render(<EmailChangeForm currentEmail="kim@example.com" />);
    fill(en.settings.email.new, 'new@example.com');
    fill(en.settings.email.password, 'secret');
    await press(en.settings.email.submit);
    expect((await screen.findByRole('status')).textContent).toBe(
      en.settings.email.sent.replace('{{email}}', 'new@example.com'),
    );
  });
});

describe('the password change form, checked with the call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const CALL = 'PUT /api/password.php';

  it('words a missing, short or differing password as the server does, without calling it', async () => {
    const api = fakeApi({});
    render(<PasswordChangeForm />);
    await press(en.settings.password.submit);
    await waitFor(() => expect(errorOf('settings-password-current')).toBe(en.fields.required));
    expect(errorOf('settings-password-next')).toBe(en.fields.required);
    fill(en.settings.password.next, 'short');
    await waitFor(() => expect(errorOf('settings-password-next')).toBe(en.fields.tooShort.replace('{{min}}', '8')));
    fill(en.settings.password.next, 'long-enough');
    fill(en.settings.password.repeat, 'long-enougH');
    await press(en.settings.password.submit);
    await waitFor(() => expect(errorOf('settings-password-repeat')).toBe(en.errors.passwords_differ));
    expect(api.requests).toHaveLength(0);
  });

  it('sends the three fields and shows a wrong current password at its field', async () => {
    const api = fakeApi({ [CALL]: () => refuse(400, 'wrong_password', en.errors.wrong_password) });
    render(<PasswordChangeForm />);
    fill(en.settings.password.current, 'old-secret');
    fill(en.settings.password.next, 'long-enough');
    fill(en.settings.password.repeat, 'long-enough');
    await press(en.settings.password.submit);
    await waitFor(() => expect(errorOf('settings-password-current')).toBe(en.errors.wrong_password));
    expect(api.calls(CALL).map((call) => call.body)).toEqual([
      { current_password: 'old-secret', new_password: 'long-enough', new_password_repeat: 'long-enough' },
    ]);
  });

  it('shows a refusal of no field above the form', async () => {
    fakeApi({ [CALL]: () => refuse(429, 'rate_limited', en.errors.rate_limited) });
    render(<PasswordChangeForm />);
    fill(en.settings.password.current, 'old-secret');
    fill(en.settings.password.next, 'long-enough');
    fill(en.settings.password.repeat, 'long-enough');
    await press(en.settings.password.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.rate_limited);
  });
});

describe('the delete account form, checked with the call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const CALL = 'DELETE /api/user.php';
  const offers = {
    'GET /api/retention-offer.php': () => ({ discount_percentage: 0, invisible: true, notifications_enabled: 0 }),
  };

  it('needs the password, sends no reason when none is chosen, and shows a wrong password at its field', async () => {
    const api = fakeApi({ ...offers, [CALL]: () => refuse(400, 'wrong_password', en.errors.wrong_password) });
    render(<DeleteAccountModal onClose={() => undefined} />);
    await press(en.settings.delete.continue);
    await press(en.settings.delete.submit);
    await waitFor(() => expect(errorOf('delete-password')).toBe(en.fields.required));
    expect(api.calls(CALL)).toHaveLength(0);
    fill(en.settings.delete.password, 'secret');
    await press(en.settings.delete.submit);
    await waitFor(() => expect(errorOf('delete-password')).toBe(en.errors.wrong_password));
    fill(en.settings.delete.reason, 'privacy');
    await press(en.settings.delete.submit);
    await waitFor(() => expect(api.calls(CALL)).toHaveLength(2));
    expect(api.calls(CALL).map((call) => call.body)).toEqual([
      { password: 'secret' },
      { password: 'secret', reason: 'privacy' },
    ]);
  });
});
