import { createStore } from './store';

/**
 * Unread messages and new likes together, for the tab's title and the app icon (TitleManager). The member's
 * part of the shell keeps it (components/waiting-total-feed.tsx); a visitor's stays 0.
 */
export const waitingTotalStore = createStore(0);
