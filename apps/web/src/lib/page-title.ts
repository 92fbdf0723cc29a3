import { useEffect } from 'react';
import { createStore } from './store';

/** The current screen's own title part; the shell adds the waiting count and the site name. */
export const pageTitleStore = createStore<string | null>(null);

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    pageTitleStore.set(title);
    return () => pageTitleStore.set(null);
  }, [title]);
}
