import { createContext, useContext } from 'react';
import type { RouteHandle } from '../router';

/** The handle of the deepest route matching the address; the route table (router.tsx) provides it. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle (name, layout, screen heading) of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
