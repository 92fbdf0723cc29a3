import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ZDeleteAccountBody,
  ZEmailChangeBody,
  ZInvisibleResponse,
  ZPasswordChangeBody,
  ZRetentionOfferResponse,
} from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetMember } from '../../auth/auth.queries';

/** Asks to move the account to a new address; it changes once the link mailed there is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: z.input<typeof ZEmailChangeBody>) => api('/api/email.php', { method: 'PUT', body }),
  });
}

/** Changes the password; every other session of the member ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof ZPasswordChangeBody>) => api('/api/password.php', { method: 'PUT', body }),
  });
}

/** Invisible mode: hidden from search; others must message or like first. */
export function useSetInvisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invisible: boolean) =>
      api<z.infer<typeof ZInvisibleResponse>>('/api/invisible.php', { method: 'PUT', body: { invisible } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}

/** What we offer instead of leaving; asked each time the deletion dialog opens. */
export function useRetentionOffer() {
  return useQuery({
    queryKey: queryKeys.retentionOffer,
    queryFn: () => api<z.infer<typeof ZRetentionOfferResponse>>('/api/retention-offer.php'),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Deletes the account: hidden at once, every session ends, a mailed link brings it back for 14 days.
 * The member is forgotten only after leaving the settings, which would otherwise send them to the login.
 */
/**
 * Deletes the account, then `leave`s for the goodbye page, which forgets the member once it is on screen:
 * forgetting here would let the settings page, still shown while the goodbye page loads, send a member
 * who is no longer there to the login page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZDeleteAccountBody>) => api('/api/user.php', { method: 'DELETE', body }),
    // The session ended: the members-only guard moves on to where `leaveTo` points.
    onSuccess: () => forgetMember(queryClient),
  });
}
