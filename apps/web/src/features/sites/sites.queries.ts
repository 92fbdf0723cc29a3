import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { BOOT_SETTINGS_ELEMENT_ID, type TBootDocument, type TCompanyInfo, type TSettings } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';

export function fetchSettings(): Promise<TSettings> {
  return api<{ settings: TSettings }>('/api/settings.php', {
    query: { _force_domain: location.hostname, page: location.pathname },
  }).then((body) => body.settings);
}

export const settingsQuery = { queryKey: queryKeys.settings, queryFn: fetchSettings, staleTime: CACHE_TIMES.static };

/**
 * Puts the settings the server wrote into index.html in the cache, dated when they were rendered: a fresh
 * page paints without a settings call, and a copy from the service worker's cache is refetched when old.
 */
/**
 * What the page document brought (`TBootDocument`): the settings, that nobody is logged in when no session
 * cookie came with the page, and for a visitor's first screen its first answer (the landing page's featured members, a lander's members), cached as of when the server wrote them, so
 * the first screen draws without a call and a copy the service worker kept counts as old as it is.
 */
export function primeFromDocument(queryClient: QueryClient): void {
  const element = document.getElementById(BOOT_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const boot = JSON.parse(element.textContent) as TBootDocument;
    const updatedAt = boot.renderedAt;
    queryClient.setQueryData(queryKeys.settings, boot.settings, { updatedAt });
    // A visitor's first screen draws without waiting for the user call to say "nobody".
    if (boot.signedOut) queryClient.setQueryData(queryKeys.user, null, { updatedAt });
    if (boot.featuredMembers)
      queryClient.setQueryData(queryKeys.featuredMembers, boot.featuredMembers.profiles, { updatedAt });
    if (boot.lander) queryClient.setQueryData(queryKeys.lander(false), boot.lander, { updatedAt });
  } catch {
    // A damaged block only costs the calls it would have saved.
  }
}

/** The site's settings; loaded before the first render, so always present. */
export function useSettings(): TSettings {
  return useSuspenseQuery(settingsQuery).data;
}

export function useCompany() {
  return useQuery({
    queryKey: queryKeys.company,
    queryFn: () => api<{ company: TCompanyInfo }>('/api/companyinfo.php').then((body) => body.company),
    staleTime: CACHE_TIMES.static,
  });
}
