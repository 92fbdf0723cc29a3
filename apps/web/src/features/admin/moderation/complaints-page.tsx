import type { TAdminComplaintRow } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { StatusPager } from './components/status-pager';
import { When } from './components/when';
import { ReasonLabel, ResolutionText } from './components/complaint-labels';
import {
  COMPLAINT_STATUSES,
  COMPLAINTS_PAGE_SIZE,
  isComplaintStatus,
  pageFromParam,
  type TComplaintStatus,
} from './complaint-rules';
import { useComplaints } from './moderation.queries';
import './moderation.scss';

/** The complaints queue: open ones oldest first (handled ones newest first), 25 a page. */
export function ComplaintsPage() {
  const { t } = useTranslation('console-moderation');
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: TComplaintStatus = isComplaintStatus(requested) ? requested : 'open';
  const page = pageFromParam(params.get('page'));
  const complaints = useComplaints(status, page);
  const rows = complaints.data?.complaints ?? [];

  return (
    <div className="console-moderation">
      <h1 className="h3">{t('complaints.title')}</h1>
      <p className="text-body-secondary">{t('complaints.lead')}</p>
      <nav aria-label={t('complaints.filterLabel')} className="mb-3">
        <ul className="nav nav-pills">
          {COMPLAINT_STATUSES.map((entry) => (
            <li key={entry} className="nav-item">
              <Link
                to={`?status=${entry}`}
                className={`nav-link ${entry === status ? 'active' : ''}`}
                aria-current={entry === status ? 'page' : undefined}
              >
                {t(`statuses.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {complaints.isPending ? (
        <Loading />
      ) : complaints.error && !complaints.data ? (
        <ConsoleMessage tone="danger" onRetry={() => void complaints.refetch()}>
          {errorMessage(complaints.error)}
        </ConsoleMessage>
      ) : rows.length === 0 ? (
        <ConsoleMessage>{t('complaints.empty')}</ConsoleMessage>
      ) : (
        <>
          <ComplaintCards rows={rows} status={status} />
          <ComplaintsTable rows={rows} status={status} />
        </>
      )}
      <StatusPager
        label={t('complaints.pagination')}
        status={status}
        page={page}
        hasMore={rows.length === COMPLAINTS_PAGE_SIZE}
      />
    </div>
  );
}

function ComplaintsTable({ rows, status }: { rows: TAdminComplaintRow[]; status: TComplaintStatus }) {
  const { t } = useTranslation('console-moderation');
  return (
    <div className="console-card p-0 table-responsive d-none d-md-block" tabIndex={0}>
      <table className="table table-hover align-middle mb-0">
        <caption className="visually-hidden">{t('complaints.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('complaints.received')}</th>
            <th scope="col">{t('complaints.site')}</th>
            <th scope="col" className="d-none d-lg-table-cell">
              {t('complaints.reporter')}
            </th>
            <th scope="col">{t('complaints.reported')}</th>
            <th scope="col">{t('complaints.reason')}</th>
            {status !== 'open' && (
              <th scope="col" className="d-none d-lg-table-cell">
                {t('complaints.outcome')}
              </th>
            )}
            <th scope="col">
              <span className="visually-hidden">{t('complaints.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="text-nowrap small">
                <When value={row.created_at} />
              </td>
              <td>{row.site_name}</td>
              <td className="d-none d-lg-table-cell">{row.reporter_name ?? t('complaints.visitor')}</td>
              <td>
                <ReportedCell row={row} />
              </td>
              <td>
                <ReasonLabel reason={row.reason} />
                {row.text && <div className="small text-body-secondary console-clamp">{row.text}</div>}
              </td>
              {status !== 'open' && (
                <td className="d-none d-lg-table-cell small">
                  <ResolutionText resolution={row.resolution} />
                </td>
              )}
              <td className="text-end">
                <Link
                  to={`/admin/complaints/${row.id}`}
                  className="btn btn-sm btn-outline-primary"
                  aria-label={t('complaints.openComplaint', { id: row.id })}
                >
                  {t('complaints.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone the queue is a list of cards: a table would need sideways scrolling to reach "Open". */
function ComplaintCards({ rows, status }: { rows: TAdminComplaintRow[]; status: TComplaintStatus }) {
  const { t } = useTranslation('console-moderation');
  return (
    <ul className="list-unstyled d-md-none" aria-label={t('complaints.tableLabel')}>
      {rows.map((row) => (
        <li key={row.id} className="console-card">
          <div className="d-flex justify-content-between align-items-baseline gap-2 mb-1">
            <span className="fw-semibold">
              <ReasonLabel reason={row.reason} />
            </span>
            <span className="small text-body-secondary text-nowrap">
              <When value={row.created_at} />
            </span>
          </div>
          <ReportedCell row={row} />
          <div className="small text-body-secondary">
            {row.site_name} · {t('complaints.reporter')}: {row.reporter_name ?? t('complaints.visitor')}
          </div>
          {row.text && <p className="small console-clamp mt-1 mb-0">{row.text}</p>}
          {status !== 'open' && (
            <p className="small mt-1 mb-0">
              <ResolutionText resolution={row.resolution} />
            </p>
          )}
          <Link
            to={`/admin/complaints/${row.id}`}
            className="btn btn-sm btn-outline-primary mt-2"
            aria-label={t('complaints.openComplaint', { id: row.id })}
          >
            {t('complaints.open')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ReportedCell({ row }: { row: TAdminComplaintRow }) {
  const { t } = useTranslation('console-moderation');
  if (!row.reported_name) return <span className="text-body-secondary">{t('complaints.noMember')}</span>;
  return (
    <>
      <span className="fw-semibold">{row.reported_name}</span>
      {row.reported_banned && <span className="badge text-bg-danger ms-2">{t('complaints.banned')}</span>}
      {row.reported_email && <div className="small text-break">{row.reported_email}</div>}
    </>
  );
}
