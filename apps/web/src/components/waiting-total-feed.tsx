import { useEffect } from 'react';
import { useWaitingCounts } from '../lib/waiting-counts';
import { waitingTotalStore } from '../lib/waiting-total';

/** Keeps the waiting total of the title and the app icon from the member's chats and likes. */
export function WaitingTotalFeed() {
  const { unreadMessages, newLikes } = useWaitingCounts();
  useEffect(() => {
    waitingTotalStore.set(unreadMessages + newLikes);
  }, [unreadMessages, newLikes]);
  // Logged out: nothing waits any more.
  useEffect(() => () => waitingTotalStore.set(0), []);
  return null;
}
