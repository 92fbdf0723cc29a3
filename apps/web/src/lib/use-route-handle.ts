import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** The handle (name, layout, screen heading) of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
