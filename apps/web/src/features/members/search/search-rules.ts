import type { TSettings } from '@app/shared';

/**
 * Logged-out search (spec point 4): shown when logged in, when the site allows it, or when it allows
 * it for visitors who came with a traffic source and this one did.
 */
export function searchAllowed(
  settings: Pick<TSettings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  loggedIn: boolean,
  hasTrafficSource: boolean,
): boolean {
  if (loggedIn || settings.logged_out_search !== 'none') return true;
  return settings.logged_out_search_trafficsource !== 'none' && hasTrafficSource;
}
