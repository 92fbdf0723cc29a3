import { CONTACT_FLAG_STATUSES, type TContactFlagStatus } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { pageFromParam } from './complaint-rules';
import { ContactFlagCard } from './components/contact-flag-card';
import { DoneAlert } from './components/done-alert';
import { StatusPager } from './components/status-pager';
import { CONTACT_FLAGS_PAGE_SIZE, isContactFlagStatus } from './contact-flag-rules';
import { useContactFlags } from './moderation.queries';
import './moderation.scss';

/**
 * Contact details the screening flagged, masked or refused in messages and profile texts: open ones oldest
 * first (decided ones newest first), 20 a page, each dismissed or its author warned.
 */
export function ContactFlagsPage() {
  const { t } = useTranslation('console-moderation');
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: TContactFlagStatus = isContactFlagStatus(requested) ? requested : 'open';
  const page = pageFromParam(params.get('page'));
  const flags = useContactFlags(status, page);
  const [done, setDone] = useState<string | null>(null);
  const list = flags.data?.flags ?? [];

  return (
    <div className="console-moderation">
      <h1 className="h3">{t('contacts.title')}</h1>
      <p className="text-body-secondary">{t('contacts.lead')}</p>
      <nav aria-label={t('contacts.filterLabel')} className="mb-3">
        <ul className="nav nav-pills">
          {CONTACT_FLAG_STATUSES.map((entry) => (
            <li key={entry} className="nav-item">
              <Link
                to={`?status=${entry}`}
                className={`nav-link ${entry === status ? 'active' : ''}`}
                aria-current={entry === status ? 'page' : undefined}
                onClick={() => setDone(null)}
              >
                {t(`contacts.statuses.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {flags.isPending ? (
        <Loading />
      ) : flags.error && !flags.data ? (
        <ConsoleMessage tone="danger" onRetry={() => void flags.refetch()}>
          {errorMessage(flags.error)}
        </ConsoleMessage>
      ) : list.length === 0 ? (
        <ConsoleMessage>{t('contacts.empty')}</ConsoleMessage>
      ) : (
        <ul className="list-unstyled" aria-label={t('contacts.listLabel')}>
          {list.map((flag) => (
            <ContactFlagCard key={flag.id} flag={flag} onDone={setDone} />
          ))}
        </ul>
      )}
      <StatusPager
        label={t('contacts.pagination')}
        status={status}
        page={page}
        hasMore={list.length === CONTACT_FLAGS_PAGE_SIZE}
      />
    </div>
  );
}
