import { POLL_INTERVAL_MS, POLL_INTERVAL_WITH_PUSH_MS } from '@app/shared';

/** How often the member, chats and likes are fetched again: pushes make frequent polling unneeded. */
export function pollInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? POLL_INTERVAL_WITH_PUSH_MS : POLL_INTERVAL_MS;
}
