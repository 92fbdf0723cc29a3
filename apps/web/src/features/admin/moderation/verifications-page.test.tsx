import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminStaffMe, TAdminVerification, TStaffAction } from '@app/shared';
import moderation from '@app/shared/locales/console/moderation/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { staffMeKey } from '../console-api';
import { renderConsoleForm } from '../render-console-form';
import { moderationKeys } from './moderation.queries';
import { VerificationsPage } from './verifications-page';

const LIST = 'GET /api/admin/verifications.php';
const DECIDE = 'POST /api/admin/verifications.php';
const texts = moderation.verifications;
const CHECK: TAdminVerification = {
  id: 7,
  user_id: 8,
  profile_id: 9,
  name: 'Noor',
  site_name: 'Amora',
  pose: 'tilt_right',
  review_reason: 'no_match',
  comparison: { faces_in_selfie: 1, closest_distance: 0.6234, tilt_degrees: -14.4, photos_compared: 2 },
  selfie_url: '/media-signed/selfie-7.jpg',
  photos: [
    { id: 21, url: '/media-signed/21.jpg' },
    { id: 22, url: '/media-signed/22.jpg' },
  ],
  selfie_at: '2030-01-01T10:00:00Z',
};

function meWith(permissions: TStaffAction[]): TAdminStaffMe {
  return {
    staff: { id: 1, email: 'mod@example.com', name: 'Mod', role: 'moderator', languages: ['en'], permissions },
    second_factor: null,
  };
}

/** The page as it loads: the list comes from the (fake) server. */
function renderPage(permissions: TStaffAction[] = ['verifications.review', 'members.view']) {
  renderConsoleForm(<VerificationsPage />, [[staffMeKey, meWith(permissions)]]);
}

/** The page with the list already loaded, for the decisions. */
function renderLoaded(verifications: TAdminVerification[]) {
  renderConsoleForm(<VerificationsPage />, [
    [[...moderationKeys.verifications, { page: 1 }], { verifications }],
    [staffMeKey, meWith(['verifications.review', 'members.view'])],
  ]);
}

const card = () => screen.getByRole('listitem', { name: 'Noor' });
const named = (text: string) => text.replace('{{name}}', 'Noor');

describe('the selfie verification screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows each check from the server: the selfie beside the photos, the pose, the reason and the figures', async () => {
    const api = fakeApi({ [LIST]: () => ({ verifications: [CHECK] }) });
    renderPage();
    const noor = within(await screen.findByRole('listitem', { name: 'Noor' }));
    expect(api.calls(LIST).map((call) => call.query.get('page'))).toEqual(['1']);

    const selfie = noor.getByAltText(named(texts.selfieAlt));
    expect(selfie.getAttribute('src')).toBe(CHECK.selfie_url);
    expect(selfie.getAttribute('loading')).toBe('lazy');
    const photos = noor.getAllByAltText(/^Approved photo \d of Noor$/u);
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(CHECK.photos.map((photo) => photo.url));

    expect(noor.getByText(/^Amora · Selfie sent /u)).toBeTruthy();
    expect(noor.getByText(texts.poses.tilt_right)).toBeTruthy();
    expect(noor.getByText(texts.reviewReasons.no_match)).toBeTruthy();
    expect(noor.getByText('0.62')).toBeTruthy();
    expect(noor.getByText(texts.distanceHelp)).toBeTruthy();
    expect(noor.getByText(texts.tiltRight.replace('{{degrees}}', '14'))).toBeTruthy();
    expect(noor.getByText(texts.gdpr)).toBeTruthy();
    expect(noor.getByRole('link', { name: texts.dossier }).getAttribute('href')).toBe('/admin/members/8');
  });

  it('says when a check has no comparison, and links no member file to a role that may not see it', async () => {
    fakeApi({ [LIST]: () => ({ verifications: [{ ...CHECK, review_reason: 'unreadable', comparison: null }] }) });
    renderPage(['verifications.review']);
    const noor = within(await screen.findByRole('listitem', { name: 'Noor' }));
    expect(noor.getByText(texts.reviewReasons.unreadable)).toBeTruthy();
    expect(noor.getByText(texts.noComparison)).toBeTruthy();
    expect(noor.queryByRole('link', { name: texts.dossier })).toBeNull();
  });

  it('shows the empty state when no selfie waits', async () => {
    fakeApi({ [LIST]: () => ({ verifications: [] }) });
    renderPage();
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: texts.listLabel })).toBeNull();
  });

  it('verifies after a last look, with the check and the decision only', async () => {
    const api = fakeApi({ [DECIDE]: () => ({ ok: true }) });
    renderLoaded([CHECK]);
    fireEvent.click(within(card()).getByRole('button', { name: named(texts.verifyLabel) }));
    expect(screen.getByText(named(texts.confirmVerifyText))).toBeTruthy();
    expect(api.calls(DECIDE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: texts.confirmVerify }));
    await screen.findByText(named(texts.verified));
    expect(api.calls(DECIDE).map((call) => call.body)).toEqual([{ verification: 7, decision: 'verify' }]);
    expect(within(card()).queryByRole('button', { name: named(texts.verifyLabel) })).toBeNull();
  });

  it('rejects only with a reason, and sends the reason chosen', async () => {
    const api = fakeApi({ [DECIDE]: () => ({ ok: true }) });
    renderLoaded([CHECK]);
    const reject = within(card()).getByRole('button', { name: named(texts.rejectLabel) });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    const reason = within(card()).getByLabelText(texts.reason);
    expect([...reason.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      texts.chooseReason,
      texts.rejections.not_same_person,
      texts.rejections.pose_not_copied,
      texts.rejections.face_not_visible,
    ]);
    fireEvent.change(reason, { target: { value: 'pose_not_copied' } });
    fireEvent.click(reject);
    expect(
      screen.getByText(named(texts.confirmRejectText).replace('{{reason}}', texts.rejections.pose_not_copied)),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.confirmReject }));
    await screen.findByText(named(texts.rejected));
    expect(api.calls(DECIDE).map((call) => call.body)).toEqual([
      { verification: 7, decision: 'reject', reason: 'pose_not_copied' },
    ]);
  });

  it('says so when another moderator decided the check first (409), and offers no second decision', async () => {
    fakeApi({ [DECIDE]: () => refuse(409, 'review_decided', 'This review has already been decided.') });
    renderLoaded([CHECK]);
    fireEvent.click(within(card()).getByRole('button', { name: named(texts.verifyLabel) }));
    fireEvent.click(screen.getByRole('button', { name: texts.confirmVerify }));
    const notice = await screen.findByText(named(texts.alreadyDecided));
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.confirmVerify })).toBeNull());
    expect(within(card()).queryByRole('button', { name: named(texts.verifyLabel) })).toBeNull();
  });
});
