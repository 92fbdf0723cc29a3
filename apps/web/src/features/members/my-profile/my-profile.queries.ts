import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOwnProfile, TProfileBody } from '@app/shared';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';

/** The member's own profile with every field (GET /api/profile.php). */
export function useMyProfile() {
  return useQuery({
    queryKey: queryKeys.myProfile,
    queryFn: () => api<{ profile: TOwnProfile }>('/api/profile.php').then((body) => body.profile),
    staleTime: CACHE_TIMES.member,
  });
}

/**
 * Saves any subset of the fields; the answer is the whole saved profile. The member (the name in the
 * navigation) and the member's public profile are refreshed too.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileBody) =>
      api<{ profile: TOwnProfile }>('/api/profile.php', { method: 'PUT', body }).then((answer) => answer.profile),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.myProfile, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(profile.id) });
    },
  });
}
