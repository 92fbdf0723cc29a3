import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';

interface TWarning {
  id: number;
  reason: string;
  text: string;
  created_at: string;
}

/** A warning from the moderators stays in the warning header until the member says they read it. */
export function ModeratorWarnings() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const warnings = useQuery({
    queryKey: queryKeys.warnings,
    queryFn: () => api<{ warnings: TWarning[] }>('/api/warnings.php').then((body) => body.warnings),
    staleTime: CACHE_TIMES.list,
  });
  const acknowledge = useMutation({
    mutationFn: (id: number) => api('/api/warnings.php', { method: 'POST', body: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<TWarning[]>(queryKeys.warnings, (list) => list?.filter((warning) => warning.id !== id)),
  });
  const warning = warnings.data?.[0];
  if (!warning) return null;
  // A complaint's reason has a translated label; a moderator's own words are shown as written.
  const reasonKey = `complaints.reasons.${warning.reason}`;
  const reason = i18n.exists(reasonKey) ? t(reasonKey as 'complaints.reasons.other') : warning.reason;
  return (
    <div className="alert alert-danger mb-0 rounded-0" role="alert" data-testid="moderator-warning">
      <div className="container">
        <h2 className="h6 mb-1">{t('warnings.title')}</h2>
        <p className="mb-1">{t('warnings.reason', { reason })}</p>
        {warning.text && <p className="mb-2 fst-italic">“{warning.text}”</p>}
        <p className="small mb-2">{t('warnings.rules')}</p>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(warning.id)}
        >
          {t('warnings.understood')}
        </button>
      </div>
    </div>
  );
}
