import { createStore } from '../../lib/store';

/** The conversation on screen, if any: its incoming messages are read at once while the tab is visible. */
export const openConversationStore = createStore<number | null>(null);

/** Whether the member is looking at this conversation right now. */
export function isReadingNow(conversationId: number): boolean {
  return openConversationStore.get() === conversationId && document.visibilityState === 'visible';
}
