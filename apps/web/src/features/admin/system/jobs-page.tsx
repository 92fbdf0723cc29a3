import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TAdminFailedJob, TAdminJobsResponse } from '@app/shared';
import { formatDate, formatNumber } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { ScreenHeader } from '../sites/parts';
import { useAdminChange } from '../sites/site-admin.queries';
import { useJobs } from './system.queries';
import './system.scss';

const REFRESH_MS = 5_000;

/** An interval as people say it: 60 seconds is a minute, 3600 an hour. */
function everyLabel(t: TFunction<'console-system'>, seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return t('scheduled.hours', { count: seconds / 3600 });
  if (seconds >= 60 && seconds % 60 === 0) return t('scheduled.minutes', { count: seconds / 60 });
  return t('scheduled.seconds', { count: seconds });
}

function useWhen() {
  const { i18n } = useTranslation();
  return (value: string | null, empty = '–') =>
    value ? formatDate(value, i18n.language, { dateStyle: 'short', timeStyle: 'medium' }) : empty;
}

/** `/admin/jobs`: the scheduled jobs, the queue of mails and pushes, and failures an admin can send again. */
export function JobsPage() {
  const { t } = useTranslation('console-system');
  const jobs = useJobs();
  const { refetch } = jobs;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  if (jobs.isPending) return <Loading />;
  if (jobs.isError)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void refetch()}>
        {errorMessage(jobs.error)}
      </ConsoleMessage>
    );
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <ScheduledJobs scheduled={jobs.data.scheduled} />
      <Queue queue={jobs.data.queue} />
      <FailedJobs failed={jobs.data.failed} />
      <RecentRuns runs={jobs.data.runs} />
    </>
  );
}

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: React.ReactNode;
}) {
  return (
    <section className="console-card p-0 mb-3" aria-labelledby={id}>
      <div className="px-3 pt-3">
        <h2 id={id} className="h5 mb-1">
          {title}
        </h2>
        <p className="text-body-secondary small mb-2">{lead}</p>
      </div>
      <div className="table-responsive" tabIndex={0}>
        {children}
      </div>
    </section>
  );
}

function ScheduledJobs({ scheduled }: { scheduled: TAdminJobsResponse['scheduled'] }) {
  const { t, i18n } = useTranslation('console-system');
  const when = useWhen();
  const run = useAdminChange<{ name: string }, { ok: true }>('POST', '/api/admin/job-run.php');
  return (
    <Section id="jobs-scheduled" title={t('scheduled.title')} lead={t('scheduled.lead')}>
      {run.error != null && (
        <div className="alert alert-danger mx-3" role="alert">
          {errorMessage(run.error)}
        </div>
      )}
      {run.isSuccess && (
        <div className="alert alert-success mx-3" role="status">
          {t('scheduled.runSoon', { name: t(`names.${run.variables.name}`, { defaultValue: run.variables.name }) })}
        </div>
      )}
      <table className="table align-middle mb-0 console-stacked-table">
        <thead>
          <tr>
            <th scope="col">{t('scheduled.job')}</th>
            <th scope="col">{t('scheduled.every')}</th>
            <th scope="col">{t('scheduled.lastSuccess')}</th>
            <th scope="col">{t('scheduled.nextRun')}</th>
            <th scope="col">{t('scheduled.runs')}</th>
            <th scope="col">{t('scheduled.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('scheduled.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {scheduled.map((job) => {
            const failing = job.last_failure_at !== null && (job.last_success_at ?? '') < job.last_failure_at;
            return (
              <tr key={job.name}>
                <th scope="row" className="fw-normal">
                  <div className="fw-semibold">{t(`names.${job.name}`, { defaultValue: job.name })}</div>
                  <code className="small">{job.name}</code>
                </th>
                <td className="text-nowrap" data-label={t('scheduled.every')}>
                  {everyLabel(t, job.every_seconds)}
                </td>
                <td className="small text-nowrap" data-label={t('scheduled.lastSuccess')}>
                  {when(job.last_success_at, t('scheduled.never'))}
                </td>
                <td className="small text-nowrap" data-label={t('scheduled.nextRun')}>
                  {when(job.next_run_at)}
                </td>
                <td className="text-nowrap" data-label={t('scheduled.runs')}>
                  <span>
                    {formatNumber(job.runs, i18n.language)}
                    {job.failures > 0 && (
                      <span className="text-danger"> · {t('scheduled.failures', { count: job.failures })}</span>
                    )}
                  </span>
                </td>
                <td data-label={t('scheduled.state')}>
                  <div>
                    {job.running_since ? (
                      <span className="badge text-bg-info">
                        {t('scheduled.running', { since: when(job.running_since) })}
                      </span>
                    ) : failing ? (
                      <>
                        <span className="badge text-bg-danger">{t('scheduled.failing')}</span>
                        <div className="small text-danger text-break">{job.last_error}</div>
                      </>
                    ) : job.runs === 0 ? (
                      <span className="badge text-bg-light border">{t('scheduled.notYet')}</span>
                    ) : (
                      <span className="badge text-bg-success">{t('scheduled.ok')}</span>
                    )}
                    {job.last_duration_ms !== null && (
                      <div className="small text-body-secondary">
                        {t('scheduled.took', { ms: formatNumber(job.last_duration_ms, i18n.language) })}
                      </div>
                    )}
                  </div>
                </td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary text-nowrap"
                    disabled={run.isPending}
                    aria-label={t('scheduled.runNowLabel', {
                      name: t(`names.${job.name}`, { defaultValue: job.name }),
                    })}
                    onClick={() => run.mutate({ name: job.name })}
                  >
                    {t('scheduled.runNow')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

function Queue({ queue }: { queue: TAdminJobsResponse['queue'] }) {
  const { t, i18n } = useTranslation('console-system');
  const when = useWhen();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Section id="jobs-queue" title={t('queue.title')} lead={t('queue.lead')}>
      {queue.length === 0 ? (
        <p className="px-3 pb-3 mb-0">{t('queue.empty')}</p>
      ) : (
        <table className="table align-middle mb-0 console-stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('queue.kind')}</th>
              <th scope="col">{t('queue.pending')}</th>
              <th scope="col">{t('queue.due')}</th>
              <th scope="col">{t('queue.failed')}</th>
              <th scope="col">{t('queue.done')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{t(`kinds.${row.kind}`, { defaultValue: row.kind })}</th>
                <td data-label={t('queue.pending')}>{number(row.pending)}</td>
                <td data-label={t('queue.due')}>
                  {number(row.due)}
                  {row.oldest_due_at && (
                    <div className="small text-body-secondary">
                      {t('queue.oldest', { when: when(row.oldest_due_at) })}
                    </div>
                  )}
                </td>
                <td className={row.failed > 0 ? 'text-danger fw-semibold' : undefined} data-label={t('queue.failed')}>
                  {number(row.failed)}
                </td>
                <td data-label={t('queue.done')}>{number(row.done_last_day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function FailedJobs({ failed }: { failed: TAdminFailedJob[] }) {
  const { t } = useTranslation('console-system');
  const when = useWhen();
  const retry = useAdminChange<{ id: number }, { ok: true }>('POST', '/api/admin/job-retry.php');
  return (
    <Section id="jobs-failed" title={t('failed.title')} lead={t('failed.lead')}>
      {retry.error != null && (
        <div className="alert alert-danger mx-3" role="alert">
          {errorMessage(retry.error)}
        </div>
      )}
      {failed.length === 0 ? (
        <p className="px-3 pb-3 mb-0">{t('failed.none')}</p>
      ) : (
        <table className="table align-middle mb-0 console-stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('failed.what')}</th>
              <th scope="col">{t('failed.member')}</th>
              <th scope="col">{t('failed.attempts')}</th>
              <th scope="col">{t('failed.error')}</th>
              <th scope="col">{t('failed.when')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('failed.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {failed.map((job) => (
              <tr key={job.id}>
                <th scope="row" className="fw-normal">
                  <div className="fw-semibold">{t(`kinds.${job.kind}`, { defaultValue: job.kind })}</div>
                  <div className="small">{job.topic}</div>
                </th>
                <td data-label={t('failed.member')}>{job.user_id ?? '–'}</td>
                <td data-label={t('failed.attempts')}>{job.attempts}</td>
                <td className="small text-break system-error" data-label={t('failed.error')}>
                  {job.last_error}
                </td>
                <td className="small text-nowrap" data-label={t('failed.when')}>
                  {when(job.finished_at)}
                </td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary text-nowrap"
                    disabled={retry.isPending}
                    aria-label={t('failed.retryLabel', { id: job.id })}
                    onClick={() => retry.mutate({ id: job.id })}
                  >
                    {t('failed.retry')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function RecentRuns({ runs }: { runs: TAdminJobsResponse['runs'] }) {
  const { t, i18n } = useTranslation('console-system');
  const when = useWhen();
  return (
    <Section id="jobs-runs" title={t('runs.title')} lead={t('runs.lead')}>
      {runs.length === 0 ? (
        <p className="px-3 pb-3 mb-0">{t('runs.none')}</p>
      ) : (
        <table className="table table-sm align-middle mb-0 console-stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('scheduled.job')}</th>
              <th scope="col">{t('runs.started')}</th>
              <th scope="col">{t('runs.duration')}</th>
              <th scope="col">{t('runs.outcome')}</th>
              <th scope="col">{t('runs.process')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={`${run.name}-${run.started_at}-${run.worker}`}>
                <th scope="row" className="fw-normal">
                  {t(`names.${run.name}`, { defaultValue: run.name })}
                </th>
                <td className="small text-nowrap" data-label={t('runs.started')}>
                  {when(run.started_at)}
                </td>
                <td className="text-nowrap" data-label={t('runs.duration')}>
                  {t('scheduled.ms', { ms: formatNumber(run.duration_ms, i18n.language) })}
                </td>
                <td className={`small text-break ${run.ok ? '' : 'text-danger'}`} data-label={t('runs.outcome')}>
                  {run.ok ? (run.outcome ?? t('scheduled.ok')) : run.outcome}
                </td>
                <td className="small text-break" data-label={t('runs.process')}>
                  <code>{run.worker}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
