import { createStore, useStore } from '../../lib/store';

/** Push state of spec point 3/4: unknown, not capable, not subscribed, subscribed (stored), denied. */
export type TPushState = 'unknown' | 'not_capable' | 'not_subscribed' | 'subscribed' | 'denied';

/** Kept apart from the subscription code, so polling can read it without loading the service worker's. */
export const pushStore = createStore<TPushState>('unknown');

export function usePushState(): TPushState {
  return useStore(pushStore);
}
