import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import support from '@app/shared/locales/console/support/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../../test/render';
import { renderConsoleForm } from '../../render-console-form';
import { GrantDialog } from './member-dialogs';
import { BanDialog, WarnDialog } from './sanction-dialogs';
import { enterValue } from '../../../../test/enter-value';

const GRANT = 'POST /api/admin/grant-credits.php';
const WARN = 'POST /api/admin/warn.php';
const BAN = 'POST /api/admin/ban.php';
const GRETA = { id: 7, name: 'Greta', email: 'greta@example.test' };

const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the grant dialog, checked with the grant call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a missing reason and too many credits without calling', async () => {
    const api = fakeApi({ [GRANT]: () => ({ ok: true }) });
    renderConsoleForm(<GrantDialog member={GRETA} onClose={vi.fn()} onDone={vi.fn()} />);
    fill(support.grant.amount, '10001');
    submit(support.grant.submit);
    await waitFor(() => expect(messageOf('grant-amount')).toBe(en.fields.tooBig.replace('{{max}}', '10,000')));
    expect(messageOf('grant-reason')).toBe(en.fields.required);
    fill(support.grant.reason, 'ab');
    await waitFor(() => expect(messageOf('grant-reason')).toBe(en.fields.tooShort.replace('{{min}}', '3')));
    expect(api.calls(GRANT)).toHaveLength(0);
  });

  it('sends the credits as a number with the trimmed reason', async () => {
    const api = fakeApi({ [GRANT]: () => ({ ok: true }) });
    const onDone = vi.fn();
    renderConsoleForm(<GrantDialog member={GRETA} onClose={vi.fn()} onDone={onDone} />);
    fill(support.grant.amount, '25');
    fill(support.grant.reason, ' Failed payment ');
    submit(support.grant.submit);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('25 credits granted to Greta.'));
    expect(api.calls(GRANT)[0]?.body).toEqual({ user: 7, amount: 25, reason: 'Failed payment' });
  });

  it('shows a refusal of the reason at the reason, and one of no field above the form', async () => {
    let answer = refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { reason: ['Too vague.'] } });
    fakeApi({ [GRANT]: () => answer });
    renderConsoleForm(<GrantDialog member={GRETA} onClose={vi.fn()} onDone={vi.fn()} />);
    fill(support.grant.amount, '25');
    fill(support.grant.reason, 'Because');
    submit(support.grant.submit);
    await waitFor(() => expect(messageOf('grant-reason')).toBe('Too vague.'));
    expect(screen.queryByRole('alert')).toBeNull();
    answer = refuse(404, 'not_found', 'This member does not exist.');
    submit(support.grant.submit);
    expect((await screen.findByRole('alert')).textContent).toBe('This member does not exist.');
  });
});

describe('the warn and ban dialogs, checked with their call schemas', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks for a reason before warning, then sends it with the words', async () => {
    const api = fakeApi({ [WARN]: () => ({ ok: true }) });
    const onDone = vi.fn();
    renderConsoleForm(<WarnDialog member={GRETA} onClose={vi.fn()} onDone={onDone} />);
    submit(support.warn.submit);
    await waitFor(() => expect(messageOf('warn-reason')).toBe(en.fields.required));
    expect(api.calls(WARN)).toHaveLength(0);
    fill(support.warn.reason, 'spam');
    fill(support.warn.text, ' Please stop. ');
    submit(support.warn.submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls(WARN)[0]?.body).toEqual({ user: 7, reason: 'spam', text: 'Please stop.' });
  });

  it('asks for a reason before banning, sends the address range choice, and shows a refusal at the reason', async () => {
    const api = fakeApi({
      [BAN]: () =>
        refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { reason: ['Not this one.'] } }),
    });
    renderConsoleForm(<BanDialog member={GRETA} onClose={vi.fn()} onDone={vi.fn()} />);
    submit(support.ban.submit);
    await waitFor(() => expect(messageOf('ban-reason')).toBe(en.fields.required));
    expect(api.calls(BAN)).toHaveLength(0);
    fill(support.ban.reason, 'harassment');
    fireEvent.click(screen.getByLabelText(support.ban.ipRange));
    submit(support.ban.submit);
    await waitFor(() => expect(messageOf('ban-reason')).toBe('Not this one.'));
    expect(api.calls(BAN)[0]?.body).toEqual({ user: 7, reason: 'harassment', ban_ip_range: true });
  });
});
