import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminComplaintDetail, TAdminStaffMe } from '@app/shared';
import moderation from '@app/shared/locales/console/moderation/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../../test/render';
import { staffMeKey } from '../../console-api';
import { renderConsoleForm } from '../../render-console-form';
import { ComplaintActions } from './complaint-actions';
import { enterValue } from '../../../../test/enter-value';

const RESOLVE = 'POST /api/admin/complaint.php';
const actions = moderation.actions;
const DETAIL: TAdminComplaintDetail = {
  cdn_prefix: 'https://cdn.example.test/',
  complaint: {
    id: 3,
    reason: 'harassment',
    text: 'He keeps threatening me.',
    status: 'open',
    resolution: null,
    created_at: '2030-01-01T00:00:00Z',
    resolved_at: null,
  },
  reported: {
    id: 9,
    name: 'Bram',
    age: 30,
    city: 'Utrecht',
    country: 'NL',
    main_image: null,
    fictional: false,
    online_recently: false,
    verified: false,
    user_id: 8,
    email: 'bram@example.test',
    about: '',
    banned: false,
  },
  photos: [{ id: 21, url: 'https://cdn.example.test/21.jpg', thumb_filename: '21_t.jpg', status: 'approved' }],
  excerpt: [],
};
const ME: TAdminStaffMe = {
  staff: {
    id: 1,
    email: 'mod@example.com',
    name: 'Mod',
    role: 'admin',
    languages: ['en'],
    permissions: ['complaints.view', 'complaints.resolve', 'members.ban'],
  },
  second_factor: null,
};

function renderActions(onDone = vi.fn()) {
  renderConsoleForm(<ComplaintActions detail={DETAIL} onDone={onDone} />, [[staffMeKey, ME]]);
}
const pick = (action: keyof typeof actions.names) => fireEvent.click(screen.getByLabelText(actions.names[action]));
const proceed = () => fireEvent.click(screen.getByRole('button', { name: actions.continue }));
/** Validation is async: the dialog opens once the form is checked. */
const confirmed = async () => fireEvent.click(await screen.findByRole('button', { name: actions.confirmButton }));

describe('the complaint actions, checked with the resolve call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks a warning for its message and hiding for its photo, without asking to confirm', async () => {
    const api = fakeApi({ [RESOLVE]: () => ({ ok: true }) });
    renderActions();
    pick('warn');
    proceed();
    await waitFor(() => expect(document.getElementById('complaint-note-error')?.textContent).toBe(en.fields.required));
    pick('hide_photo');
    proceed();
    await waitFor(() =>
      expect(document.getElementById('complaint-photo-problem')?.textContent).toBe(en.fields.required),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(RESOLVE)).toHaveLength(0);
  });

  it('sends the chosen photo and the trimmed note once confirmed', async () => {
    const api = fakeApi({ [RESOLVE]: () => ({ ok: true }) });
    const onDone = vi.fn();
    renderActions(onDone);
    pick('hide_photo');
    fireEvent.click(screen.getByLabelText(actions.photoOption.replace('{{number}}', '1').replace('{{name}}', 'Bram')));
    enterValue(screen.getByLabelText(actions.note), ' Nude photo ');
    proceed();
    await confirmed();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls(RESOLVE)[0]?.body).toEqual({
      complaint: 3,
      action: 'hide_photo',
      note: 'Nude photo',
      photo: 21,
      ban_ip_range: false,
    });
  });

  it('shows a refusal of the note at the note, and one of no field in the dialog', async () => {
    let answer = refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { note: ['Too rude.'] } });
    fakeApi({ [RESOLVE]: () => answer });
    renderActions();
    pick('ban');
    fireEvent.click(screen.getByLabelText(actions.banIpRange));
    proceed();
    await confirmed();
    await waitFor(() => expect(document.getElementById('complaint-note-error')?.textContent).toBe('Too rude.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    answer = refuse(409, 'complaint_closed', 'Someone else handled this complaint.');
    proceed();
    await confirmed();
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else handled this complaint.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
