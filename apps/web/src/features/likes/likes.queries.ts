import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikesResponse } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import { useUser } from '../auth/auth.queries';
import { showMatchModal } from './match-modal-store';

/** Likes given and received (spec point 7); refreshed by the member polling. */
export function useLikes() {
  const user = useUser();
  return useQuery({
    queryKey: queryKeys.likes,
    queryFn: () => api<TLikesResponse>('/api/likes.php'),
    staleTime: CACHE_TIMES.list,
    enabled: Boolean(user),
  });
}

/** Received likes the member has not seen yet: the likes badge and the page title. */
export function useNewLikesCount(): number {
  return useLikes().data?.liked_by.filter((like) => like.like_new).length ?? 0;
}

/**
 * Likes a member. A mutual like opens the match modal ("It's a match"); the member's profile and the
 * likes list are refreshed either way.
 */
export function useLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: number; name: string; photo: string | null }) =>
      api<{ match: boolean }>('/api/like.php', { method: 'POST', body: { id: target.id } }),
    onSuccess: (answer, target) => {
      if (answer.match) showMatchModal({ kind: 'match', ...target });
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(target.id) });
    },
  });
}

export function useUnlike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/like.php', { method: 'DELETE', body: { id } }),
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(id) });
    },
  });
}
