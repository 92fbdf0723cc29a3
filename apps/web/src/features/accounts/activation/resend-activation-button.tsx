import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import { resendActivation } from '../signup/signup.queries';

/** Sends the activation mail again; a confirmed address or too many resends are explained. */
export function ResendActivationButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: resendActivation,
    onSuccess: () => showToast({ message: t('activation.resent'), variant: 'success' }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'already_confirmed') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }
      showToast({
        message: error instanceof ApiError && error.status < 500 ? error.message : t('toasts.genericError'),
        variant: 'danger',
      });
    },
  });
  return (
    <button type="button" className={className} disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? t('activation.resending') : t('activation.resend')}
    </button>
  );
}
