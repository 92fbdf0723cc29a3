import { useUser } from '../../auth/auth.queries';
import { hasTrafficSource, storedTracking } from '../../accounts/signup/tracking';
import { useSettings } from '../../sites/sites.queries';
import { searchAllowed } from './search-rules';

/** Whether this visitor or member may search (spec point 4): links to the search show only then. */
export function useSearchAllowed(): boolean {
  const settings = useSettings();
  const user = useUser();
  return searchAllowed(settings, Boolean(user), hasTrafficSource(storedTracking()));
}
