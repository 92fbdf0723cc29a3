import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import shell from '@app/shared/locales/console/shell/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { StaffLogin } from './staff-login';
import { enterValue } from '../../../test/enter-value';

const LOGIN = 'POST /api/admin/login.php';
const VERIFY = 'POST /api/admin/second-factor.php';

const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('the staff login, checked with the login call schemas', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a missing address and password without calling', async () => {
    const api = fakeApi({ [LOGIN]: () => ({ staff: null, second_factor: 'code' }) });
    renderConsoleForm(<StaffLogin me={{ staff: null, second_factor: null }} />);
    fireEvent.click(screen.getByRole('button', { name: shell.login.submit }));
    await waitFor(() => expect(messageOf('staff-email')).toBe(en.fields.required));
    expect(messageOf('staff-password')).toBe(en.fields.required);
    expect(api.calls(LOGIN)).toHaveLength(0);
  });

  it('sends the address and password, and shows wrong credentials above the form', async () => {
    const api = fakeApi({ [LOGIN]: () => refuse(401, 'invalid_credentials', 'Wrong address or password.') });
    renderConsoleForm(<StaffLogin me={{ staff: null, second_factor: null }} />);
    fill(shell.login.email, ' anna@example.test ');
    fill(shell.login.password, 'secret');
    fireEvent.click(screen.getByRole('button', { name: shell.login.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong address or password.');
    expect(api.calls(LOGIN)[0]?.body).toEqual({ email: 'anna@example.test', password: 'secret' });
  });

  it('names a code too short without calling, and a refused code at the code', async () => {
    const api = fakeApi({ [VERIFY]: () => refuse(400, 'second_factor_invalid', 'This code is not valid.') });
    renderConsoleForm(<StaffLogin me={{ staff: null, second_factor: 'code' }} />);
    fill(shell.login.code, '123');
    fireEvent.click(screen.getByRole('button', { name: shell.login.verify }));
    await waitFor(() => expect(messageOf('staff-code')).toBe(en.fields.tooShort.replace('{{min}}', '6')));
    expect(api.calls(VERIFY)).toHaveLength(0);
    fill(shell.login.code, '123456');
    fireEvent.click(screen.getByRole('button', { name: shell.login.verify }));
    await waitFor(() => expect(messageOf('staff-code')).toBe('This code is not valid.'));
    expect(api.calls(VERIFY)[0]?.body).toEqual({ code: '123456' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
