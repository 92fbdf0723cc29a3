import { LOCAL_STORAGE_KEYS } from '@app/shared';
import { createStore } from './store';

/** Notices a visitor closed, kept in localStorage as a unix timestamp (seconds) under the spec's keys. */
export const DISMISSAL_KEYS = {
  entryWarning: LOCAL_STORAGE_KEYS.entryWarning,
  enrich: LOCAL_STORAGE_KEYS.enrich,
  push: LOCAL_STORAGE_KEYS.push,
  disabledNotifications: LOCAL_STORAGE_KEYS.disabledNotifications,
  timeBonus: LOCAL_STORAGE_KEYS.timeBonus,
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

/** Counts dismissals in this tab, so a notice already on screen hears of one made elsewhere (signup's "Not now"). */
export const dismissalsChanged = createStore(0);

export function dismiss(key: TDismissal, now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSAL_KEYS[key], String(Math.floor(now / 1000)));
  } catch {
    // Private mode without storage: the notice simply shows again next time.
  }
  dismissalsChanged.set((count) => count + 1);
}
