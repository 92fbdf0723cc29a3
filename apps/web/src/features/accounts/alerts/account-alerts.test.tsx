import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { DISMISSAL_KEYS } from '../../../lib/dismissals';
import { toastStore } from '../../../lib/toasts';
import type { TRouteName } from '../../../routes';
import { fakeApi, refuse } from '../../../test/fake-api';
import { confirmedMember, newMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { pushStore } from '../../notifications/push-subscription';
import { activationModalStore } from '../activation/activation-reminder';
import { NoticeArea } from './notice-area';

// The service worker's registration comes from the PWA plugin's virtual module, which only the app's build has.
vi.mock('../../../lib/service-worker', () => ({ registerServiceWorker: () => undefined }));

const DAY_SECONDS = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function showAlerts(user: TUser | null, route: TRouteName = 'members', settings = {}) {
  return renderScreen(<NoticeArea />, { route, user, settings });
}

// No moderator warning, and no welcome offer (the time bonus has its own tests).
const NO_WARNINGS = {
  'GET /api/warnings.php': () => ({ warnings: [] }),
  'GET /api/discountcode.php': () => refuse(404, 'discount_not_found', en.errors.discount_not_found),
};
const shownNotice = () => document.querySelector('[data-notice]')?.getAttribute('data-notice') ?? null;

const noticeCount = () => Number(document.querySelector('[data-notice-count]')?.getAttribute('data-notice-count') ?? 0);

/** Waits for the number of notices to settle at `expected`'s, then steps through them (never inside waitFor). */
async function expectNotices(expected: string[]) {
  await waitFor(() => expect(noticeCount()).toBe(expected.length));
  expect(shownAlerts()).toEqual(expected);
}

/** Every notice that applies, by stepping through them with "Next" from the one shown first. */
function shownAlerts(): string[] {
  const first = shownNotice();
  if (!first) return [];
  const order = [first];
  for (let step = 0; step < 10; step++) {
    const next = screen.queryByRole('button', { name: en.alerts.next });
    if (!next) break;
    fireEvent.click(next);
    const now = shownNotice()!;
    if (now === first) break;
    order.push(now);
  }
  return order;
}

const alertOf = (name: string) => document.querySelector(`[data-alert="${name}"]`);
const closeAlert = (name: string) =>
  fireEvent.click(alertOf(name)!.querySelector(`button[aria-label="${en.common.close}"]`)!);

/** A browser that can take push (service worker, PushManager, Notification) and has no subscription yet. */
function pushCapableBrowser() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(undefined) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default' });
}

beforeEach(() => {
  localStorage.clear();
  pushStore.set('unknown');
  activationModalStore.set(false);
  toastStore.set([]);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the account alerts of the warning header', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('reminds a new member to confirm the address and to add a photo', async () => {
    fakeApi(NO_WARNINGS);
    showAlerts(newMember);
    await expectNotices(['activation', 'photo']);
    // One at a time: the reminder first, the photo one step further.
    expect(document.querySelectorAll('[data-alert]')).toHaveLength(1);
    const reminder = en.activation.reminder.replace('{{email}}', newMember.email);
    expect(alertOf('activation')?.textContent).toContain(reminder);
    expect(screen.getByText(en.alerts.position.replace('{{position}}', '1').replace('{{total}}', '2'))).toBeTruthy();
    // The activation reminder cannot be closed: it goes once the address is confirmed.
    expect(alertOf('activation')?.querySelector(`button[aria-label="${en.common.close}"]`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.alerts.next }));
    expect(alertOf('photo')?.querySelector('a')?.getAttribute('href')).toBe('/profile');
  });

  it('shows a confirmed member with a photo nothing, and a visitor nothing', async () => {
    fakeApi(NO_WARNINGS);
    showAlerts(confirmedMember);
    await waitFor(() => expect(pushStore.get()).toBe('not_capable'));
    expect(shownAlerts()).toEqual([]);
    showAlerts(null);
    expect(shownAlerts()).toEqual([]);
  });

  it('leaves each alert off the screens it never shows on', async () => {
    fakeApi(NO_WARNINGS);
    showAlerts(newMember, 'settings');
    await waitFor(() => expect(pushStore.get()).toBe('not_capable'));
    expect(shownAlerts()).toEqual([]);
    showAlerts(newMember, 'profile');
    expect(shownAlerts()).toEqual(['activation']);
  });

  it('sends the activation link again from the reminder', async () => {
    const api = fakeApi({ ...NO_WARNINGS, 'POST /api/activation.php': () => ({ ok: true }) });
    showAlerts(newMember);
    fireEvent.click(await screen.findByRole('button', { name: en.activation.resend }));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toEqual([en.activation.resent]));
    expect(api.calls('POST /api/activation.php')).toHaveLength(1);
  });

  it('keeps a closed photo alert away for 30 days, stored as the time it was closed', async () => {
    fakeApi(NO_WARNINGS);
    const { unmount } = showAlerts(newMember);
    await expectNotices(['activation', 'photo']);
    fireEvent.click(screen.getByRole('button', { name: en.alerts.next }));
    closeAlert('photo');
    expect(shownAlerts()).toEqual(['activation']);
    const stored = Number(localStorage.getItem(DISMISSAL_KEYS.enrich));
    expect(Math.abs(stored - nowSeconds())).toBeLessThan(5);
    unmount();

    showAlerts(newMember);
    await waitFor(() => expect(pushStore.get()).toBe('not_capable'));
    expect(shownAlerts()).toEqual(['activation']);
    localStorage.setItem(DISMISSAL_KEYS.enrich, String(nowSeconds() - 31 * DAY_SECONDS));
    cleanup();
    showAlerts(newMember);
    await expectNotices(['activation', 'photo']);
  });

  it('offers push where the browser can take it, and stores its dismissal', async () => {
    pushCapableBrowser();
    fakeApi(NO_WARNINGS);
    showAlerts(confirmedMember, 'members', { push_public_key: 'BPublicKey' });
    await expectNotices(['push']);
    expect(screen.getByRole('button', { name: en.alerts.push.action })).toBeTruthy();
    closeAlert('push');
    expect(shownAlerts()).toEqual([]);
    expect(localStorage.getItem(DISMISSAL_KEYS.push)).not.toBeNull();
  });

  it('tells a member whose e-mails bounce instead of reminding of activation, until closed', async () => {
    fakeApi(NO_WARNINGS);
    const bouncing: TUser = { ...newMember, notifications_disabled: [{ type: 'new_messages', reason: 'bounce' }] };
    showAlerts(bouncing);
    await expectNotices(['disabledNotifications', 'photo']);
    expect(alertOf('disabled-notifications')?.querySelector('a')?.getAttribute('href')).toBe('/notifications');
    closeAlert('disabled-notifications');
    expect(shownAlerts()).toEqual(['photo']);
    expect(localStorage.getItem(DISMISSAL_KEYS.disabledNotifications)).not.toBeNull();
  });

  it('does not repeat the activation reminder while the phone’s activation modal shows it', async () => {
    fakeApi(NO_WARNINGS);
    activationModalStore.set(true);
    showAlerts(newMember);
    await expectNotices(['photo']);
  });
});

describe('a moderator’s warning', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('stays until the member says they understood, and is acknowledged once', async () => {
    const warning = { id: 4, reason: 'harassment', text: 'Be kind.', created_at: '2026-11-20T10:00:00.000Z' };
    const api = fakeApi({
      ...NO_WARNINGS,
      'GET /api/warnings.php': () => ({ warnings: [warning] }),
      'POST /api/warnings.php': () => ({ ok: true }),
    });
    renderScreen(<NoticeArea />, { route: 'members', user: confirmedMember });
    const shown = await screen.findByTestId('moderator-warning');
    expect(shown.textContent).toContain(en.warnings.reason.replace('{{reason}}', en.complaints.reasons.harassment));
    expect(shown.textContent).toContain('“Be kind.”');
    fireEvent.click(screen.getByRole('button', { name: en.warnings.understood }));
    await waitFor(() => expect(screen.queryByTestId('moderator-warning')).toBeNull());
    expect(api.calls('POST /api/warnings.php').map((request) => request.body)).toEqual([{ id: 4 }]);
  });

  it('names the reason of a moderation queue in the member’s words, not its code', async () => {
    const warning = { id: 5, reason: 'contact_details', text: '', created_at: '2026-11-20T10:00:00.000Z' };
    fakeApi({ ...NO_WARNINGS, 'GET /api/warnings.php': () => ({ warnings: [warning] }) });
    renderScreen(<NoticeArea />, { route: 'members', user: confirmedMember });
    const shown = await screen.findByTestId('moderator-warning');
    expect(shown.textContent).toContain(en.warnings.reason.replace('{{reason}}', en.warnings.reasons.contact_details));
    expect(shown.textContent).not.toContain('contact_details');
  });
});
