import type { TAdminWaitingConversation } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { countryName } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { errorMessage, useStaff } from '../console-api';
import { ConsoleMessage, ErrorAlert, Loading } from '../components/status';
import { formatDuration, languageName, useNow } from './inbox-format';
import { OVERDUE_SECONDS, secondsSince } from './inbox-logic';
import { claimConversation, inboxKeys, useQueue } from './inbox.queries';
import { OwnFigures } from './components/own-figures';
import './inbox.scss';

/** `/admin/inbox`: the conversations waiting for a fictional profile's answer, and the operator's own figures. */
export function InboxPage() {
  const { t } = useTranslation('console-inbox');
  const queue = useQueue();
  const navigate = useNavigate();
  const claim = useMutation({
    mutationFn: claimConversation,
    onSuccess: (_claim, conversation) => navigate(`/admin/inbox/${conversation}`),
    // Someone else was quicker: the list shows who.
    onError: () => queryClient.invalidateQueries({ queryKey: inboxKeys.queue }),
  });

  return (
    <div className="inbox">
      <header className="mb-3">
        <h1 className="h3">{t('title')}</h1>
        <p className="text-body-secondary mb-0">{t('lead')}</p>
      </header>
      <OwnFigures />
      <section className="console-card" aria-labelledby="inbox-queue-title">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
          <h2 id="inbox-queue-title" className="h5 mb-0">
            {t('queue.label')}
          </h2>
          {queue.data && (
            <span className="small text-body-secondary" role="status" data-testid="inbox-count">
              {t('queue.count', { count: queue.data.length })}
            </span>
          )}
        </div>
        <ErrorAlert error={claim.error} />
        {queue.isPending ? (
          <Loading />
        ) : queue.isError && !queue.data ? (
          <ConsoleMessage tone="danger" onRetry={() => void queue.refetch()}>
            {errorMessage(queue.error)}
          </ConsoleMessage>
        ) : queue.data.length === 0 ? (
          <p className="text-body-secondary mb-0 py-3">{t('queue.empty')}</p>
        ) : (
          <QueueTable
            rows={queue.data}
            claiming={claim.isPending ? claim.variables : null}
            onClaim={(conversation) => claim.mutate(conversation)}
          />
        )}
      </section>
    </div>
  );
}

function QueueTable({
  rows,
  claiming,
  onClaim,
}: {
  rows: TAdminWaitingConversation[];
  claiming: number | null;
  onClaim(conversation: number): void;
}) {
  const { t, i18n } = useTranslation('console-inbox');
  const staff = useStaff();
  const now = useNow(1000);
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <div className="table-responsive" tabIndex={0}>
      <table className="table table-hover align-middle mb-0 inbox-queue">
        <caption className="visually-hidden">{t('queue.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('queue.conversation')}</th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('queue.site')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('queue.language')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('queue.country')}
            </th>
            <th scope="col">{t('queue.waiting')}</th>
            <th scope="col" className="text-end">
              {t('queue.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const waited = secondsSince(row.unread_since, now);
            const overdue = waited >= OVERDUE_SECONDS;
            const names = { member: row.member_name, fictional: row.fictional_name };
            const where = [
              row.site_name,
              languageName(row.member_language, language),
              countryName(row.member_country, language),
            ];
            return (
              <tr key={row.conversation_id} data-testid="inbox-row">
                <td>
                  <span className="fw-semibold">{row.member_name}</span>{' '}
                  <span className="text-body-secondary">{t('queue.writesTo')}</span>{' '}
                  <span className="fw-semibold">{row.fictional_name}</span>
                  <span className="badge text-bg-primary ms-2">{t('queue.unread', { count: row.unread_count })}</span>
                  <div className="small text-body-secondary d-md-none">{where.join(' · ')}</div>
                </td>
                <td className="d-none d-md-table-cell">{where[0]}</td>
                <td className="d-none d-md-table-cell">{where[1]}</td>
                <td className="d-none d-md-table-cell">{where[2]}</td>
                <td className={overdue ? 'text-danger fw-semibold text-nowrap' : 'text-nowrap'}>
                  {formatDuration(t, waited)}
                  {overdue && <span className="visually-hidden"> ({t('queue.overdue')})</span>}
                </td>
                <td className="text-end text-nowrap">
                  {row.claimed_by === staff.id ? (
                    <Link
                      to={`/admin/inbox/${row.conversation_id}`}
                      className="btn btn-sm btn-outline-primary"
                      aria-label={t('queue.continueLabel', names)}
                    >
                      {t('queue.continue')}
                    </Link>
                  ) : row.claimed_by !== null ? (
                    <span className="small text-body-secondary">
                      {t('queue.claimedBy', { name: row.claimed_by_name ?? '' })}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      aria-label={t('queue.claimLabel', names)}
                      disabled={claiming !== null}
                      onClick={() => onClaim(row.conversation_id)}
                    >
                      {claiming === row.conversation_id ? t('queue.claiming') : t('queue.claim')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
