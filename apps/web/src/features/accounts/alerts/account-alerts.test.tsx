import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { DISMISSAL_KEYS } from '../../../lib/dismissals';
import { toastStore } from '../../../lib/toasts';
import type { TRouteName } from '../../../routes';
import { fakeApi } from '../../../test/fake-api';
import { confirmedMember, newMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { pushStore } from '../../notifications/push-subscription';
import { activationModalStore } from '../activation/activation-reminder';
import { AccountAlerts } from './account-alerts';
import { ModeratorWarnings } from './moderator-warnings';

// The service worker's registration comes from the PWA plugin's virtual module, which only the app's build has.
vi.mock('../../../lib/service-worker', () => ({ registerServiceWorker: () => undefined }));

const DAY_SECONDS = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function showAlerts(user: TUser | null, route: TRouteName = 'members', settings = {}) {
  return renderScreen(<AccountAlerts />, { route, user, settings });
}

const alertOf = (name: string) => document.querySelector(`[data-alert="${name}"]`);
const shownAlerts = () =>
  [...document.querySelectorAll('[data-alert]')].map((alert) => alert.getAttribute('data-alert'));
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
    fakeApi({});
    showAlerts(newMember);
    await waitFor(() => expect(shownAlerts()).toEqual(['activation', 'photo']));
    const reminder = en.activation.reminder.replace('{{email}}', newMember.email);
    expect(alertOf('activation')?.textContent).toContain(reminder);
    expect(alertOf('photo')?.querySelector('a')?.getAttribute('href')).toBe('/profile');
    // The activation reminder cannot be closed: it goes once the address is confirmed.
    expect(alertOf('activation')?.querySelector(`button[aria-label="${en.common.close}"]`)).toBeNull();
  });

  it('shows a confirmed member with a photo nothing, and a visitor nothing', async () => {
    fakeApi({});
    showAlerts(confirmedMember);
    await waitFor(() => expect(pushStore.get()).toBe('not_capable'));
    expect(shownAlerts()).toEqual([]);
    showAlerts(null);
    expect(shownAlerts()).toEqual([]);
  });

  it('leaves each alert off the screens it never shows on', async () => {
    fakeApi({});
    showAlerts(newMember, 'settings');
    await waitFor(() => expect(pushStore.get()).toBe('not_capable'));
    expect(shownAlerts()).toEqual([]);
    showAlerts(newMember, 'profile');
    expect(shownAlerts()).toEqual(['activation']);
  });

  it('sends the activation link again from the reminder', async () => {
    const api = fakeApi({ 'POST /api/activation.php': () => ({ ok: true }) });
    showAlerts(newMember);
    fireEvent.click(await screen.findByRole('button', { name: en.activation.resend }));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toEqual([en.activation.resent]));
    expect(api.calls('POST /api/activation.php')).toHaveLength(1);
  });

  it('keeps a closed photo alert away for 30 days, stored as the time it was closed', async () => {
    fakeApi({});
    const { unmount } = showAlerts(newMember);
    await waitFor(() => expect(alertOf('photo')).not.toBeNull());
    closeAlert('photo');
    expect(shownAlerts()).toEqual(['activation']);
    const stored = Number(localStorage.getItem(DISMISSAL_KEYS.enrich));
    expect(Math.abs(stored - nowSeconds())).toBeLessThan(5);
    unmount();

    showAlerts(newMember);
    await waitFor(() => expect(pushStore.get()).toBe('not_capable'));
    expect(shownAlerts()).toEqual(['activation']);
    localStorage.setItem(DISMISSAL_KEYS.enrich, String(nowSeconds() - 31 * DAY_SECONDS));
    showAlerts(newMember);
    await waitFor(() => expect(shownAlerts()).toContain('photo'));
  });

  it('offers push where the browser can take it, and stores its dismissal', async () => {
    pushCapableBrowser();
    fakeApi({});
    showAlerts(confirmedMember, 'members', { push_public_key: 'BPublicKey' });
    await waitFor(() => expect(shownAlerts()).toEqual(['push']));
    expect(screen.getByRole('button', { name: en.alerts.push.action })).toBeTruthy();
    closeAlert('push');
    expect(shownAlerts()).toEqual([]);
    expect(localStorage.getItem(DISMISSAL_KEYS.push)).not.toBeNull();
  });

  it('tells a member whose e-mails bounce instead of reminding of activation, until closed', async () => {
    fakeApi({});
    const bouncing: TUser = { ...newMember, notifications_disabled: [{ type: 'new_messages', reason: 'bounce' }] };
    showAlerts(bouncing);
    await waitFor(() => expect(shownAlerts()).toEqual(['photo', 'disabled-notifications']));
    expect(alertOf('disabled-notifications')?.querySelector('a')?.getAttribute('href')).toBe('/notifications');
    closeAlert('disabled-notifications');
    expect(shownAlerts()).toEqual(['photo']);
    expect(localStorage.getItem(DISMISSAL_KEYS.disabledNotifications)).not.toBeNull();
  });

  it('does not repeat the activation reminder while the phone’s activation modal shows it', async () => {
    fakeApi({});
    activationModalStore.set(true);
    showAlerts(newMember);
    await waitFor(() => expect(shownAlerts()).toEqual(['photo']));
  });
});

describe('a moderator’s warning', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('stays until the member says they understood, and is acknowledged once', async () => {
    const warning = { id: 4, reason: 'harassment', text: 'Be kind.', created_at: '2026-11-20T10:00:00.000Z' };
    const api = fakeApi({
      'GET /api/warnings.php': () => ({ warnings: [warning] }),
      'POST /api/warnings.php': () => ({ ok: true }),
    });
    renderScreen(<ModeratorWarnings />, { route: 'members', user: confirmedMember });
    const shown = await screen.findByTestId('moderator-warning');
    expect(shown.textContent).toContain(en.warnings.reason.replace('{{reason}}', en.complaints.reasons.harassment));
    expect(shown.textContent).toContain('“Be kind.”');
    fireEvent.click(screen.getByRole('button', { name: en.warnings.understood }));
    await waitFor(() => expect(screen.queryByTestId('moderator-warning')).toBeNull());
    expect(api.calls('POST /api/warnings.php').map((request) => request.body)).toEqual([{ id: 4 }]);
  });
});
