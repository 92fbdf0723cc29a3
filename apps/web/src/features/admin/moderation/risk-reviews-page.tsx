import { RISK_REVIEW_STATUSES, type TRiskReviewStatus } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { idFromParam, pageFromParam } from './complaint-rules';
import { DoneAlert } from './components/done-alert';
import { RiskReviewCard } from './components/risk-review-card';
import { StatusPager } from './components/status-pager';
import { useRiskReviews } from './moderation.queries';
import { isRiskReviewStatus, RISK_REVIEWS_PAGE_SIZE } from './risk-review-rules';
import './moderation.scss';

/**
 * Members whose scam and harassment score reached their site's threshold (issue 20 item 2): open ones by score,
 * highest first, each with the evidence and the messages behind it; a moderator dismisses, warns, suspends or
 * bans. `?review=<id>` shows one review whatever its status (an appeal links to it).
 */
export function RiskReviewsPage() {
  const { t } = useTranslation('console-moderation');
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: TRiskReviewStatus = isRiskReviewStatus(requested) ? requested : 'open';
  const page = pageFromParam(params.get('page'));
  const one = idFromParam(params.get('review'));
  const reviews = useRiskReviews(status, page, one);
  const [done, setDone] = useState<string | null>(null);
  const list = reviews.data?.reviews ?? [];

  return (
    <div className="console-moderation">
      <h1 className="h3">{t('risk.title')}</h1>
      <p className="text-body-secondary">{t('risk.lead')}</p>
      <nav aria-label={t('risk.filterLabel')} className="mb-3">
        <ul className="nav nav-pills">
          {RISK_REVIEW_STATUSES.map((entry) => (
            <li key={entry} className="nav-item">
              <Link
                to={`?status=${entry}`}
                className={`nav-link ${one === null && entry === status ? 'active' : ''}`}
                aria-current={one === null && entry === status ? 'page' : undefined}
                onClick={() => setDone(null)}
              >
                {t(`risk.statuses.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {reviews.isPending ? (
        <Loading />
      ) : reviews.error && !reviews.data ? (
        <ConsoleMessage tone="danger" onRetry={() => void reviews.refetch()}>
          {errorMessage(reviews.error)}
        </ConsoleMessage>
      ) : list.length === 0 ? (
        <ConsoleMessage>{t('risk.empty')}</ConsoleMessage>
      ) : (
        <ul className="list-unstyled" aria-label={t('risk.listLabel')}>
          {list.map((review) => (
            <RiskReviewCard key={review.id} review={review} onDone={setDone} />
          ))}
        </ul>
      )}
      {one === null && (
        <StatusPager
          label={t('risk.pagination')}
          status={status}
          page={page}
          hasMore={list.length === RISK_REVIEWS_PAGE_SIZE}
        />
      )}
    </div>
  );
}
