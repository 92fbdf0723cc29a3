import { useUnreadTotal } from '../features/chat/chat.queries';
import { useNewLikesCount } from '../features/likes/likes.queries';

export interface WaitingCounts {
  unreadMessages: number;
  newLikes: number;
}

/** Unread messages (the chats call) and new likes for the badges, the title and the app icon. */
export function useWaitingCounts(): WaitingCounts {
  return { unreadMessages: useUnreadTotal(), newLikes: useNewLikesCount() };
}
