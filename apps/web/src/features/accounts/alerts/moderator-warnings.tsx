import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RISK_WARNING_REASON } from '@app/shared';
import { pathTo } from '../../../routes';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';

interface TWarning {
  id: number;
  reason: string;
  text: string;
  created_at: string;
}

export interface TModeratorWarning {
  current: TWarning | undefined;
  acknowledge(id: number): void;
  acknowledging: boolean;
}

/** The oldest warning from the moderators the member has not yet said they read. */
export function useModeratorWarning(): TModeratorWarning {
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
  return { current: warnings.data?.[0], acknowledge: acknowledge.mutate, acknowledging: acknowledge.isPending };
}

/** A warning from the moderators stays first in the notice area until the member says they read it. */
export function ModeratorWarningNotice({ warning }: { warning: TModeratorWarning }) {
  const { t, i18n } = useTranslation();
  const shown = warning.current;
  if (!shown) return null;
  // A complaint's or a moderation queue's reason has a translated label; a moderator's own words are shown as written.
  const labelKey = [`warnings.reasons.${shown.reason}`, `complaints.reasons.${shown.reason}`].find((key) =>
    i18n.exists(key),
  );
  const reason = labelKey ? t(labelKey as 'complaints.reasons.other') : shown.reason;
  return (
    <div className="alert alert-danger mb-0" role="alert" data-testid="moderator-warning">
      <h2 className="h6 mb-1">{t('warnings.title')}</h2>
      <p className="mb-1">{t('warnings.reason', { reason })}</p>
      {shown.text && <p className="mb-2 fst-italic">“{shown.text}”</p>}
      <p className="small mb-2">{t('warnings.rules')}</p>
      {shown.reason === RISK_WARNING_REASON && (
        <p className="small mb-2">
          <Link to={pathTo('complaints')} className="alert-link">
            {t('warnings.appeal')}
          </Link>
        </p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-danger"
        disabled={warning.acknowledging}
        onClick={() => warning.acknowledge(shown.id)}
      >
        {t('warnings.understood')}
      </button>
    </div>
  );
}
