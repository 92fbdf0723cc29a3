import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRenewSignedAddresses } from '../../../lib/signed-addresses';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { pageFromParam } from './complaint-rules';
import { DoneAlert } from './components/done-alert';
import { StatusPager } from './components/status-pager';
import { VerificationCard } from './components/verification-card';
import type { TVerificationOutcome } from './components/verification-decision';
import { useVerifications } from './moderation.queries';
import './moderation.scss';

/** The server's page size (admin/moderation/verifications.admin.ts): a full page means another may follow. */
const VERIFICATIONS_PAGE_SIZE = 20;

/**
 * Selfie checks the automatic comparison could not settle (issue 20 item 4), oldest first, 20 a page: each
 * verified or rejected with a reason, after which its selfie is deleted.
 */
export function VerificationsPage() {
  const { t } = useTranslation('console-moderation');
  const { t: tShell } = useTranslation('console-shell');
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const checks = useVerifications(page);
  const [outcome, setOutcome] = useState<TVerificationOutcome | null>(null);
  const list = checks.data?.verifications ?? [];
  // The selfie and photo addresses are signed for a few minutes: fetch fresh ones before they end.
  useRenewSignedAddresses(
    list.flatMap((check) => [check.selfie_url, ...check.photos.map((photo) => photo.url)]),
    checks.refetch,
  );

  return (
    <div className="console-moderation">
      <h1 className="h3">{t('verifications.title')}</h1>
      <p className="text-body-secondary">{t('verifications.lead')}</p>
      <DoneAlert message={outcome?.tone === 'success' ? outcome.message : null} onClose={() => setOutcome(null)} />
      {outcome?.tone === 'warning' && (
        <div className="alert alert-warning d-flex align-items-start gap-2" role="alert">
          <span className="flex-grow-1">{outcome.message}</span>
          <button type="button" className="btn-close" aria-label={tShell('close')} onClick={() => setOutcome(null)} />
        </div>
      )}
      {checks.isPending ? (
        <Loading />
      ) : checks.error && !checks.data ? (
        <ConsoleMessage tone="danger" onRetry={() => void checks.refetch()}>
          {errorMessage(checks.error)}
        </ConsoleMessage>
      ) : list.length === 0 ? (
        <ConsoleMessage>{t('verifications.empty')}</ConsoleMessage>
      ) : (
        <ul className="list-unstyled" aria-label={t('verifications.listLabel')}>
          {list.map((check) => (
            <VerificationCard key={check.id} check={check} onOutcome={setOutcome} />
          ))}
        </ul>
      )}
      <StatusPager
        label={t('verifications.pagination')}
        status="review"
        page={page}
        hasMore={list.length === VERIFICATIONS_PAGE_SIZE}
      />
    </div>
  );
}
