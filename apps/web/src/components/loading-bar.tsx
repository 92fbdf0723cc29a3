import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useRouteError } from 'react-router';
import { LOADING_BAR_TIMING, loadingProgress, type TLoadingBarState } from '../lib/loading-bar';

/** The top progress bar while a route (and its lazy code) loads; red when loading failed. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const routeError = useRouteError();
  const loading = navigation.state !== 'idle';
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
    setState({ visible: true, progress: 100, failed: Boolean(routeError) });
    const timer = setTimeout(() => {
      wasVisible.current = false;
      setState({ visible: false });
    }, LOADING_BAR_TIMING.hideDelay);
    return () => clearTimeout(timer);
  }, [loading, routeError]);

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
