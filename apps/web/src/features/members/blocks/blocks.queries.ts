import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TMemberCard } from '@app/shared';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';

/** The members the logged-in member blocked, newest first. */
export function useBlocks() {
  return useQuery({
    queryKey: queryKeys.blocks,
    queryFn: () => api<{ profiles: TMemberCard[] }>('/api/blocks.php').then((body) => body.profiles),
    staleTime: CACHE_TIMES.list,
  });
}

/** A block changes what both members see: the list, the profile, likes (taken away) and search. */
function refreshAfterBlock(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.blocks }),
    queryClient.invalidateQueries({ queryKey: queryKeys.member(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.likes }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMemberSearches }),
  ]);
}

/** Blocks a member by profile id: neither finds, likes or writes to the other any more. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/block.php', { method: 'POST', body: { id } }),
    onSuccess: (_answer, id) => refreshAfterBlock(queryClient, id),
  });
}

/** Unblocks a member by profile id. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/block.php', { method: 'DELETE', body: { id } }),
    onSuccess: (_answer, id) => refreshAfterBlock(queryClient, id),
  });
}
