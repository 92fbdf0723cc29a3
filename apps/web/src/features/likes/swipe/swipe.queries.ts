import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSwipeState } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useSwipeState() {
  return useQuery({
    queryKey: queryKeys.swipe,
    queryFn: () => api<TSwipeState>('/api/swipe.php'),
    staleTime: 0,
  });
}

/** A like or pass; the answer is the new deck, so the cache takes it as it is. */
export function useSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; action: 'like' | 'pass' }) =>
      api<TSwipeState & { match: boolean }>('/api/swipe.php', { method: 'POST', body }),
    onSuccess: ({ match: _, ...state }, body) => {
      queryClient.setQueryData(queryKeys.swipe, state);
      if (body.action === 'like') void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
    },
  });
}

export function useUndoPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TSwipeState>('/api/swipe.php', { method: 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.swipe, state),
  });
}
