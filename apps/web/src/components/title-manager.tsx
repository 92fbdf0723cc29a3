import { useEffect } from 'react';
import { useSettings } from '../features/sites/sites.queries';
import { documentTitle } from '../lib/badges';
import { pageTitleStore } from '../lib/page-title';
import { useStore } from '../lib/store';
import { waitingTotalStore } from '../lib/waiting-total';

/** Keeps "(N) Title" in the tab and N on the installed app's icon. */
export function TitleManager() {
  const settings = useSettings();
  const pageTitle = useStore(pageTitleStore);
  const waiting = useStore(waitingTotalStore);

  useEffect(() => {
    const title = pageTitle ? `${pageTitle} | ${settings.name}` : settings.index_title || settings.name;
    document.title = documentTitle(waiting, title);
  }, [waiting, pageTitle, settings.name, settings.index_title]);

  useEffect(() => {
    const appBadge = navigator as Navigator & {
      setAppBadge?(count: number): Promise<void>;
      clearAppBadge?(): Promise<void>;
    };
    if (waiting > 0) appBadge.setAppBadge?.(waiting).catch(() => {});
    else appBadge.clearAppBadge?.().catch(() => {});
  }, [waiting]);

  return null;
}
