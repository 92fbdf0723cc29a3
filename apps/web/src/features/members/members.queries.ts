import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMemberProfile, TMembersResponse } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import type { TSearchFilters } from './search/search-state';

/**
 * One page of the member search. The previous page stays on screen while the next one loads, so
 * paging and changing a filter never flash an empty grid.
 */
export function useMemberSearch(filters: TSearchFilters, options: { trafficSource: boolean; enabled: boolean }) {
  const query = { ...filters, ...(options.trafficSource && { trafficsource: '1' as const }) };
  return useQuery({
    queryKey: queryKeys.members(query),
    queryFn: ({ signal }) => api<TMembersResponse>('/api/members.php', { query, signal }),
    staleTime: CACHE_TIMES.list,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** One member as the viewer may see them (photos by the access rules, the site's visible fields). */
export function useMember(id: number) {
  return useQuery({
    queryKey: queryKeys.member(id),
    queryFn: ({ signal }) => api<{ profile: TMemberProfile }>('/api/member.php', { query: { id }, signal }),
    select: (answer) => answer.profile,
    staleTime: CACHE_TIMES.member,
  });
}
