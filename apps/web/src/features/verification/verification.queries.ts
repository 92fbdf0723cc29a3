import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TVerificationState } from '@app/shared';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** How often a check in progress asks again: the models take a few seconds per picture. */
const CHECKING_POLL_MS = 2500;
/** While a moderator decides: the member may keep the page open. */
const REVIEW_POLL_MS = 30_000;

/** Where the member's selfie verification stands; asked again while the server is still checking. */
export function useVerification() {
  return useQuery({
    queryKey: queryKeys.verification,
    queryFn: () => api<TVerificationState>('/api/verification.php'),
    refetchInterval: (query) =>
      query.state.data?.status === 'checking'
        ? CHECKING_POLL_MS
        : query.state.data?.status === 'review'
          ? REVIEW_POLL_MS
          : false,
  });
}

/** A decision changes the badge on the member's own cards and profile too. */
function settle(queryClient: QueryClient, state: TVerificationState) {
  queryClient.setQueryData(queryKeys.verification, state);
  if (state.status === 'verified') void queryClient.invalidateQueries({ queryKey: queryKeys.allMembers });
}

export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TVerificationState>('/api/verification.php', { method: 'POST', body: { consent: true } }),
    onSuccess: (state) => settle(queryClient, state),
  });
}

/** Multipart: the selfie as the camera took it (not mirrored), or the file the member chose. */
export function useSendSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selfie: Blob) => {
      const form = new FormData();
      form.append('selfie', selfie, 'selfie.jpg');
      return api<TVerificationState>('/api/verification_selfie.php', { method: 'POST', body: form });
    },
    onSuccess: (state) => settle(queryClient, state),
  });
}

export function useWithdrawVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TVerificationState>('/api/verification.php', { method: 'DELETE' }),
    onSuccess: (state) => settle(queryClient, state),
  });
}
