import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAILED_LOAD,
  LOADING_BAR_TIMING,
  loadFailureStore,
  loadingProgress,
  routeLoadStore,
  type TLoadingBarState,
} from '../lib/loading-bar';
import { useStore } from '../lib/store';

/** The top progress bar while a route's lazy code loads; red when loading failed. */
export function LoadingBar() {
  const { t } = useTranslation();
  const loading = useStore(routeLoadStore) > 0;
  const [state, setState] = useState<TLoadingBarState>({ visible: false });
  const wasVisible = useRef(false);

  useEffect(() => {
    if (loading) {
      const started = Date.now();
      const timer = setInterval(() => {
        const next = loadingProgress(Date.now() - started);
        wasVisible.current = next.visible;
        setState(next);
      }, 100);
      return () => clearInterval(timer);
    }
    if (!wasVisible.current) return;
    setState({ visible: true, progress: 100, failed: false });
    const timer = setTimeout(() => {
      wasVisible.current = false;
      setState({ visible: false });
    }, LOADING_BAR_TIMING.hideDelay);
    return () => clearTimeout(timer);
  }, [loading]);

  // A failed load turns the bar red, also one that failed before the bar showed.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = loadFailureStore.subscribe(() => {
      wasVisible.current = true;
      setState(FAILED_LOAD);
      clearTimeout(timer);
      timer = setTimeout(() => {
        wasVisible.current = false;
        setState({ visible: false });
      }, LOADING_BAR_TIMING.hideDelay);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  if (!state.visible) return null;
  return (
    <div
      className={`loading-bar ${state.failed ? 'failed' : ''}`}
      style={{ width: `${state.progress}%` }}
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuenow={state.progress}
      aria-valuemin={0}
      aria-valuemax={100}
    />
  );
}
