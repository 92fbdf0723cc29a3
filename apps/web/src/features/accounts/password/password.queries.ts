import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TUser, ZPasswordResetRequestBody } from '@app/shared';
import { api } from '../../../lib/api-client';
import { rememberMember } from '../../auth/auth.queries';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (body: z.output<typeof ZPasswordResetRequestBody>) =>
      api('/api/password-reset.php', { method: 'POST', body }),
  });
}

/** Sets the new password with the mailed token; the member is then logged in here, and nowhere else. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api<{ user: TUser }>('/api/password-reset.php', { method: 'PUT', body }).then((answer) => answer.user),
    onSuccess: (user) => rememberMember(queryClient, user),
  });
}
