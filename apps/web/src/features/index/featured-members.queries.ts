import { useQuery } from '@tanstack/react-query';
import type { TMemberCard } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';

export function useFeaturedMembers() {
  return useQuery({
    queryKey: queryKeys.featuredMembers,
    queryFn: () => api<{ profiles: TMemberCard[] }>('/api/featured-members.php').then((body) => body.profiles),
    staleTime: CACHE_TIMES.list,
  });
}
