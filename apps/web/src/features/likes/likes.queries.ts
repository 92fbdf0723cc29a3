import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLikesResponse } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toasts';
import { useUser } from '../auth/auth.queries';
import { showMatchModal, type TMatchModal } from './match-modal-store';

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

const LIKE_MUTATION_KEY = ['like'] as const;

/**
 * Likes a member. A mutual like opens the match modal ("It's a match"), any other like says so in a
 * toast; the member's profile and the likes list are refreshed either way.
 */
export function useLike() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: LIKE_MUTATION_KEY,
    mutationFn: (target: Omit<TMatchModal, 'kind'>) =>
      api<{ match: boolean }>('/api/like.php', { method: 'POST', body: { id: target.id } }),
    onSuccess: (answer, target) => {
      if (answer.match) showMatchModal({ kind: 'match', ...target });
      else showToast({ message: t('likesPage.liked', { name: target.name }), variant: 'success' });
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

/** Members whose like is on its way: their heart shows filled at once, before the server answers. */
export function usePendingLikeIds(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: LIKE_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: number } | undefined)?.id,
  });
  return new Set(ids.filter((id): id is number => id !== undefined));
}
