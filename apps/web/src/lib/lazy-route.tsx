import type { ComponentType } from 'react';
import { trackRouteLoad } from './loading-bar';

/** A route's code, as the route table lists it: loads the chunk and answers the component to draw. */
export type TLazyRoute = () => Promise<{ Component: ComponentType }>;

interface TRouteLoad {
  promise: Promise<void>;
  Component?: ComponentType;
  failed?: { error: unknown };
}

const loads = new WeakMap<TLazyRoute, TRouteLoad>();

/** Starts loading a route's code once (`loadRoutesAt` in router.tsx, or the route drawn); settles when done. */
export function preloadRoute(lazy: TLazyRoute): Promise<void> {
  const known = loads.get(lazy);
  if (known) return known.promise;
  const load: TRouteLoad = {
    promise: trackRouteLoad(lazy()).then(
      (module) => {
        load.Component = module.Component;
      },
      (error: unknown) => {
        load.failed = { error };
        throw error;
      },
    ),
  };
  loads.set(lazy, load);
  return load.promise;
}

/** Whether a route's chunk has arrived, or failed: either way there is nothing left to wait for. */
export function isRouteSettled(lazy: TLazyRoute): boolean {
  const load = loads.get(lazy);
  return Boolean(load?.Component || load?.failed);
}

/**
 * Draws a route's component once its chunk has arrived; until then it suspends. Navigations are transitions, so
 * the previous screen stays until then; a chunk that failed throws to the route's error boundary (and stays
 * failed: the error page reloads the app once for a new deploy). One component type for every route, so a
 * screen shared by several routes (the likes tabs) stays mounted between them, as under the data router.
 */
export function LazyRoute({ lazy }: { lazy: TLazyRoute }) {
  const load = loads.get(lazy);
  if (load?.Component) return <load.Component />;
  if (load?.failed) throw load.failed.error;
  // How a component suspends without React.lazy: Suspense waits for the thrown promise.
  throw preloadRoute(lazy);
}
