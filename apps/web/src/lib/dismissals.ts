/** Notices a visitor closed, kept in localStorage as a unix timestamp (seconds) under the spec's keys. */
export const DISMISSAL_KEYS = {
  entryWarning: 'skip-site-entry-warning',
  enrich: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
  timeBonus: 'hide-time-bonus-modal',
} as const;
export type TDismissal = keyof typeof DISMISSAL_KEYS;

export function dismissedAt(key: TDismissal): number | null {
  try {
    const value = Number(localStorage.getItem(DISMISSAL_KEYS[key]));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function dismiss(key: TDismissal, now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSAL_KEYS[key], String(Math.floor(now / 1000)));
  } catch {
    // Private mode without storage: the notice simply shows again next time.
  }
}
