import { AUTH_COOKIE_NAME, LOCALE_COOKIE_NAME } from './constants';

/**
 * Every name the product stores in a browser: its cookies (set by the server or the app) and its
 * localStorage and sessionStorage keys. The code takes its names from here and the cookie statement
 * names each one in every language (`stored-keys.test.ts` in the web app holds both to it).
 */
export const STAFF_COOKIE_NAME = 'staff_session';

export const COOKIE_NAMES = [AUTH_COOKIE_NAME, LOCALE_COOKIE_NAME, STAFF_COOKIE_NAME] as const;

export const LOCAL_STORAGE_KEYS = {
  entryWarning: 'skip-site-entry-warning',
  enrich: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
  timeBonus: 'hide-time-bonus-modal',
  chunkReload: 'chunk-reload-at',
  lastSearch: 'last-search',
  tracking: 'tracking',
  sendOnEnter: 'chat-send-on-enter',
  consoleLanguage: 'console-language',
  consoleInboxAfter: 'console-inbox-after',
} as const;

export const SESSION_STORAGE_KEYS = {
  signupDraft: 'signup-draft',
} as const;

export const STORED_KEYS: readonly string[] = [
  ...COOKIE_NAMES,
  ...Object.values(LOCAL_STORAGE_KEYS),
  ...Object.values(SESSION_STORAGE_KEYS),
];
