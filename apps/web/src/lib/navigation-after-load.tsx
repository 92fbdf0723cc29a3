import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  parsePath,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type Location,
  type Navigator,
  type To,
} from 'react-router';

/** Loads the chunks of the routes at `pathname`; null when they have all arrived already. */
export type TLoadRoutesAt = (pathname: string) => Promise<unknown> | null;

/**
 * A navigator whose push and replace change the address once the target's chunks have arrived (at once when
 * they have), as the data router did: the address and the screen change together, and a later navigation wins
 * over an earlier one still loading. Back and forward are the browser's: the address changes first there.
 */
function navigatorAfterLoad(navigator: Navigator, loadRoutesAt: TLoadRoutesAt): Navigator {
  let latest = 0;
  const afterLoad =
    (move: 'push' | 'replace'): Navigator['push'] =>
    (to: To, ...rest) => {
      const ticket = ++latest;
      const pathname = (typeof to === 'string' ? parsePath(to) : to).pathname ?? window.location.pathname;
      const loading = loadRoutesAt(pathname);
      if (!loading) return navigator[move](to, ...rest);
      // A chunk that failed still moves on: its route's error page shows (and reloads after a deploy).
      void loading
        .catch(() => undefined)
        .then(() => {
          if (ticket === latest) navigator[move](to, ...rest);
        });
    };
  // Everything else (go, createHref, encodeLocation) is the router's own.
  const waiting = Object.create(navigator) as Navigator;
  waiting.push = afterLoad('push');
  waiting.replace = afterLoad('replace');
  return waiting;
}

/** Gives links, `navigate` and `setSearchParams` below it the navigator that waits for the target's chunks. */
export function NavigationAfterLoad({ loadRoutesAt, children }: { loadRoutesAt: TLoadRoutesAt; children: ReactNode }) {
  const navigation = useContext(NavigationContext);
  const value = useMemo(
    () => ({ ...navigation, navigator: navigatorAfterLoad(navigation.navigator, loadRoutesAt) }),
    [navigation, loadRoutesAt],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/**
 * The location the routes draw: the address, or, while the chunks of an address that back or forward reached are
 * on their way (the browser's history moves at once; links wait in `navigatorAfterLoad`), the one drawn before.
 * The previous screen stays until the next can draw, and nothing below suspends: Preact's Suspense would blank the
 * page, or, around a part, leave the old screen's elements behind beside the new one.
 */
export function useLocationAfterLoad(loadRoutesAt: TLoadRoutesAt): Location {
  const location = useLocation();
  const loading = loadRoutesAt(location.pathname);
  const [drawn, setDrawn] = useState(location);
  // The screen drawn last, for the next time an address is still loading.
  if (!loading && drawn !== location) setDrawn(location);
  useEffect(() => {
    if (!loading) return;
    let current = true;
    // A chunk that failed moves on too: its route's error page shows (and reloads after a deploy).
    void loading
      .catch(() => undefined)
      .then(() => {
        if (current) setDrawn(location);
      });
    return () => {
      current = false;
    };
    // The promise is new on every draw while loading; the address is what this waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
  return loading ? drawn : location;
}
