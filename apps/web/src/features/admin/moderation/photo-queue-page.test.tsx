import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminPendingPhoto, TAdminStaffMe } from '@app/shared';
import moderation from '@app/shared/locales/console/moderation/en.json';
import { fakeApi } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { staffMeKey } from '../console-api';
import { renderConsoleForm } from '../render-console-form';
import { moderationKeys } from './moderation.queries';
import { PhotoQueuePage } from './photo-queue-page';

const REVIEW = 'POST /api/admin/photos.php';
const PHOTO: TAdminPendingPhoto = {
  id: 4,
  created_at: '2030-01-01T00:00:00Z',
  profile_id: 9,
  name: 'Noor',
  user_id: 8,
  site_name: 'Amora',
  url: '/media-signed/4.jpg',
  thumb_filename: '4_t.jpg',
  cdn_prefix: 'https://cdn.example.test/',
  screening: { explicit: 0.834, faces: 2, youngest_age: 24.4 },
  hold_reason: null,
};
const MINOR: TAdminPendingPhoto = {
  ...PHOTO,
  id: 5,
  name: 'Lena',
  screening: { explicit: 0.02, faces: 1, youngest_age: 14.6 },
  hold_reason: 'minor',
};
const UNSCREENED: TAdminPendingPhoto = { ...PHOTO, id: 6, name: 'Sam', screening: null };
const ME: TAdminStaffMe = {
  staff: { id: 1, email: 'mod@example.com', name: 'Mod', role: 'admin', languages: ['en'], permissions: [] },
  second_factor: null,
};

function renderQueue(photos: TAdminPendingPhoto[]) {
  renderConsoleForm(<PhotoQueuePage />, [
    [[...moderationKeys.pendingPhotos, {}], { photos }],
    [staffMeKey, ME],
  ]);
}
/** The card of a member's photo, found by its approve button. */
function cardOf(name: string) {
  const approve = screen.getByRole('button', { name: moderation.photos.approveLabel.replace('{{name}}', name) });
  return within(approve.closest('li')!);
}

describe('the photo queue with screening results', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('marks a face that may be under 18 as urgent, in words, with what to do', () => {
    renderQueue([MINOR, PHOTO]);
    const minor = cardOf('Lena');
    expect(minor.getByText(moderation.photos.holds.minor.badge)).toBeTruthy();
    expect(minor.getByText(moderation.photos.holds.minor.explanation)).toBeTruthy();
    expect(minor.getByText('Youngest face: about 15')).toBeTruthy();
    expect(cardOf('Noor').queryByText(moderation.photos.holds.minor.badge)).toBeNull();
    expect(screen.getByText(moderation.photos.screeningHint)).toBeTruthy();
  });

  it('shows the explicit score as a percent in the console language, and the faces', () => {
    renderQueue([PHOTO]);
    const card = cardOf('Noor');
    const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(0.834);
    expect(percent).toBe('83%');
    expect(card.getByText(`Explicit score ${percent}`)).toBeTruthy();
    expect(card.getByText('Faces: 2')).toBeTruthy();
    expect(card.getByText('Youngest face: about 24')).toBeTruthy();
    expect(card.queryByText(moderation.photos.screening.notScreened)).toBeNull();
  });

  it('says when a photo has not been screened yet, and leaves out an unknown age', () => {
    renderQueue([UNSCREENED, { ...PHOTO, screening: { explicit: 0.5, faces: 0, youngest_age: null } }]);
    expect(cardOf('Sam').getByText(moderation.photos.screening.notScreened)).toBeTruthy();
    expect(cardOf('Sam').queryByText(/Explicit score/)).toBeNull();
    expect(cardOf('Noor').getByText('Faces: 0')).toBeTruthy();
    expect(cardOf('Noor').queryByText(/Youngest face/)).toBeNull();
  });

  it('names the other holds', () => {
    renderQueue([
      { ...PHOTO, hold_reason: 'explicit' },
      { ...UNSCREENED, hold_reason: 'no_face' },
    ]);
    expect(cardOf('Noor').getByText(moderation.photos.holds.explicit.badge)).toBeTruthy();
    expect(cardOf('Sam').getByText(moderation.photos.holds.no_face.badge)).toBeTruthy();
  });

  it('approves a held photo as before', async () => {
    const api = fakeApi({ [REVIEW]: () => ({ ok: true }) });
    renderQueue([MINOR]);
    fireEvent.click(screen.getByRole('button', { name: moderation.photos.approveLabel.replace('{{name}}', 'Lena') }));
    await waitFor(() => expect(api.calls(REVIEW)).toHaveLength(1));
    expect(api.calls(REVIEW)[0]?.body).toEqual({ photo: 5, decision: 'approve' });
    await screen.findByText(moderation.photos.approved.replace('{{name}}', 'Lena'));
  });
});
