export interface WaitingCounts {
  unreadMessages: number;
  newLikes: number;
}

/**
 * Unread messages and new likes for the badges, the title and the app icon.
 * @TODO the chats call (issue 6) and the likes call (issue 5) feed these; until then nothing is waiting.
 */
export function useWaitingCounts(): WaitingCounts {
  return { unreadMessages: 0, newLikes: 0 };
}
