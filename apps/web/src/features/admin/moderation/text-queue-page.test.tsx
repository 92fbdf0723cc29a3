import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminPendingText, TAdminStaffMe } from '@app/shared';
import moderation from '@app/shared/locales/console/moderation/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { staffMeKey } from '../console-api';
import { moderationKeys } from './moderation.queries';
import { renderConsoleForm } from '../render-console-form';
import { TextQueuePage } from './text-queue-page';
import { enterValue } from '../../../test/enter-value';

const REVIEW = 'POST /api/admin/texts.php';
const TEXT: TAdminPendingText = {
  id: 4,
  created_at: '2030-01-01T00:00:00Z',
  profile_id: 9,
  name: 'Noor',
  user_id: 8,
  site_name: 'Amora',
  text: 'Call me on 0612345678',
};
const ME: TAdminStaffMe = {
  staff: { id: 1, email: 'mod@example.com', name: 'Mod', role: 'admin', languages: ['en'], permissions: [] },
  second_factor: null,
};

function openRejection() {
  renderConsoleForm(<TextQueuePage />, [
    [[...moderationKeys.pendingTexts, {}], { texts: [TEXT] }],
    [staffMeKey, ME],
  ]);
  fireEvent.click(screen.getByRole('button', { name: moderation.texts.rejectLabel.replace('{{name}}', 'Noor') }));
}
const reasonInput = () => screen.getByLabelText(moderation.texts.reason);
const messageOf = () => document.getElementById('text-4-reason-error')?.textContent;
const confirmReject = () => fireEvent.click(screen.getByRole('button', { name: moderation.texts.confirmReject }));

describe('rejecting a profile text, checked with the review call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a reason that is too long without calling', async () => {
    const api = fakeApi({ [REVIEW]: () => ({ ok: true }) });
    openRejection();
    enterValue(reasonInput(), 'x'.repeat(501));
    confirmReject();
    await waitFor(() => expect(messageOf()).toBe(en.fields.tooLong.replace('{{max}}', '500')));
    expect(api.calls(REVIEW)).toHaveLength(0);
  });

  it('sends the trimmed reason, and shows a refusal of it at the reason', async () => {
    const api = fakeApi({
      [REVIEW]: () => refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { reason: ['No.'] } }),
    });
    openRejection();
    enterValue(reasonInput(), ' A phone number. ');
    confirmReject();
    await waitFor(() => expect(messageOf()).toBe('No.'));
    expect(api.calls(REVIEW)[0]?.body).toEqual({ review: 4, decision: 'reject', reason: 'A phone number.' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
