import { LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from '@app/shared';
import { useEffect } from 'react';
import { createStore } from './store';

export type TLoadingBarState = { visible: false } | { visible: true; progress: number; failed: boolean };

/**
 * The bar for a load that started `elapsed` ms ago: hidden for the first 200 ms (fast loads never
 * flash), then creeping towards 90% over 5 s.
 */
export function loadingProgress(elapsed: number): TLoadingBarState {
  if (elapsed < LOADING_BAR_THROTTLE_MS) return { visible: false };
  const share = Math.min(1, (elapsed - LOADING_BAR_THROTTLE_MS) / LOADING_BAR_DURATION_MS);
  return { visible: true, progress: Math.round(10 + share * 80), failed: false };
}

export const LOADING_BAR_TIMING = {
  throttle: LOADING_BAR_THROTTLE_MS,
  hideDelay: LOADING_BAR_HIDE_DELAY_MS,
} as const;

/** The bar of a load that failed: full and red, however fast it failed. */
export const FAILED_LOAD: TLoadingBarState = { visible: true, progress: 100, failed: true };

/**
 * Counts route loads that failed. The error page (inside a layout) reports each; the bar, which sits above
 * the layouts, cannot see that route's error itself.
 */
export const loadFailureStore = createStore(0);

export function reportLoadFailure(): void {
  loadFailureStore.set((count) => count + 1);
}

/** Called by an error page that stands for a failed load (not for an unknown address): the bar turns red. */
export function useReportLoadFailure(failed: boolean): void {
  useEffect(() => {
    if (failed) reportLoadFailure();
  }, [failed]);
}

/**
 * Route chunks on their way (`lib/lazy-route.tsx`): the bar shows while one loads after a navigation, which
 * keeps the previous screen until it has arrived. Counted a microtask later, since a load starts while React
 * renders the next screen, and a store may not change during a render.
 */
export const routeLoadStore = createStore(0);

export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  const count = (change: number) => queueMicrotask(() => routeLoadStore.set((loads) => loads + change));
  count(1);
  load.then(
    () => count(-1),
    () => count(-1),
  );
  return load;
}
