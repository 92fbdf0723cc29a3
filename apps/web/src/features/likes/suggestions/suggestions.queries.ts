import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSuggestion } from '@app/shared';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';

export function useSuggestions(kind: 'match-finder' | 'signup-matches') {
  return useQuery({
    queryKey: queryKeys.suggestions(kind),
    queryFn: () => api<{ profiles: TSuggestion[] }>(`/api/${kind}.php`).then((answer) => answer.profiles),
    staleTime: CACHE_TIMES.list,
  });
}

/** Likes several members at once; answers the ids that became matches. */
export function useLikeMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<{ matches: number[] }>('/api/likes.php', { method: 'POST', body: { ids } }).then((answer) => answer.matches),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.likes }),
  });
}
