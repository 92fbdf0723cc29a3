import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POSTBACK_MACROS,
  type TAdminPostbackCall,
  type TAdminPostbackTemplate,
  type TPostbackEvent,
} from '@app/shared';
import { formatDate } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { ChangeOutcome, ConfirmButton, ScreenHeader, StatusBadge } from '../sites/parts';
import { SitePicker, useChosenSite } from '../sites/site-picker';
import { useAdminChange } from '../sites/site-admin.queries';
import { PostbackForm } from './postback-form';
import { usePostbackCalls, usePostbackTemplates } from './postbacks.queries';
import './postbacks.scss';

const LOG_REFRESH_MS = 10_000;
/** Events that come with an order, whose amount is the payout unless the template fixes one. */
const WITH_ORDER = new Set<TPostbackEvent>(['first_purchase', 'purchase', 'reversal']);

/**
 * `/admin/postbacks`: per site, the address each traffic network wants called when one of its visitors
 * signs up, confirms, buys or gets a refund, and the log of the calls the server made.
 */
export function PostbacksPage() {
  const { t } = useTranslation('console-postbacks');
  const { sites, list, site, choose } = useChosenSite();
  const [editing, setEditing] = useState<TAdminPostbackTemplate | 'new' | null>(null);

  if (sites.isPending) return <Loading />;
  if (sites.isError || !site)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void sites.refetch()}>
        {errorMessage(sites.error)}
      </ConsoleMessage>
    );
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')}>
        {editing === null && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('add')}
          </button>
        )}
      </ScreenHeader>
      <div className="console-card row g-2 mx-0">
        <SitePicker list={list} site={site} onChoose={(id) => (setEditing(null), choose(id))} />
      </div>
      {editing !== null && (
        <PostbackForm
          key={editing === 'new' ? 'new' : editing.id}
          site={site.id}
          {...(editing !== 'new' && { template: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      <Templates site={site.id} onEdit={setEditing} />
      <CallLog site={site.id} />
    </>
  );
}

function Templates({ site, onEdit }: { site: number; onEdit(template: TAdminPostbackTemplate): void }) {
  const { t } = useTranslation('console-postbacks');
  const templates = usePostbackTemplates(site);
  const remove = useAdminChange<{ id: number }, { ok: true }>('DELETE', '/api/admin/postbacks.php');
  if (templates.isPending) return <Loading />;
  if (templates.isError)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void templates.refetch()}>
        {errorMessage(templates.error)}
      </ConsoleMessage>
    );
  const { postbacks, allowed_hosts: hosts } = templates.data;
  return (
    <section className="console-card p-0 mb-3" aria-labelledby="postback-templates">
      <div className="px-3 pt-3">
        <h2 id="postback-templates" className="h5 mb-1">
          {t('templates.title')}
        </h2>
        <p className="text-body-secondary small mb-1">
          {t('templates.macros')}{' '}
          {POSTBACK_MACROS.map((macro) => (
            <code key={macro} className="me-1">{`{${macro}}`}</code>
          ))}
        </p>
        <p className="text-body-secondary small mb-2" data-testid="allowed-hosts">
          {hosts.length > 0 ? t('templates.hosts', { hosts: hosts.join(', ') }) : t('templates.noHosts')}
        </p>
        <ChangeOutcome error={remove.error} />
      </div>
      {postbacks.length === 0 ? (
        <p className="px-3 pb-3 mb-0">{t('templates.empty')}</p>
      ) : (
        <div className="table-responsive" tabIndex={0} aria-labelledby="postback-templates">
          <table className="table align-middle mb-0 console-stacked-table">
            <thead>
              <tr>
                <th scope="col">{t('fields.network')}</th>
                <th scope="col">{t('fields.event')}</th>
                <th scope="col">{t('fields.url')}</th>
                <th scope="col">{t('fields.payout')}</th>
                <th scope="col">{t('fields.active')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('templates.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {postbacks.map((template) => (
                <tr key={template.id}>
                  <th scope="row" className="fw-semibold">
                    {template.network}
                  </th>
                  <td data-label={t('fields.event')}>{t(`events.${template.event}`)}</td>
                  <td className="postbacks-url" data-label={t('fields.url')}>
                    <code>{template.url}</code>
                  </td>
                  <td data-label={t('fields.payout')}>
                    {template.fixed_payout_cents !== null
                      ? (template.fixed_payout_cents / 100).toFixed(2)
                      : WITH_ORDER.has(template.event)
                        ? t('templates.orderAmount')
                        : t('templates.noPayout')}
                  </td>
                  <td data-label={t('fields.active')}>
                    <StatusBadge on={template.active} onLabel={t('templates.on')} offLabel={t('templates.off')} />
                  </td>
                  <td className="text-nowrap">
                    <div className="d-flex gap-1 justify-content-end">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => onEdit(template)}
                        aria-label={`${t('templates.edit')}: ${template.network}, ${t(`events.${template.event}`)}`}
                      >
                        {t('templates.edit')}
                      </button>
                      <ConfirmButton
                        label={t('templates.delete')}
                        confirmLabel={t('templates.confirmDelete')}
                        disabled={remove.isPending}
                        onConfirm={() => remove.mutate({ id: template.id })}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const STATUS_TONES: Record<TAdminPostbackCall['status'], string> = {
  pending: 'text-bg-secondary',
  sent: 'text-bg-success',
  retrying: 'text-bg-warning',
  failed: 'text-bg-danger',
  refused: 'text-bg-danger',
};

function CallLog({ site }: { site: number }) {
  const { t, i18n } = useTranslation('console-postbacks');
  const calls = usePostbackCalls(site);
  const { refetch } = calls;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), LOG_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  return (
    <section className="console-card p-0 mb-3" aria-labelledby="postback-log">
      <div className="px-3 pt-3">
        <h2 id="postback-log" className="h5 mb-1">
          {t('log.title')}
        </h2>
        <p className="text-body-secondary small mb-2">{t('log.lead')}</p>
      </div>
      {calls.isPending ? (
        <Loading />
      ) : calls.isError ? (
        <ConsoleMessage tone="danger" onRetry={() => void refetch()}>
          {errorMessage(calls.error)}
        </ConsoleMessage>
      ) : calls.data.calls.length === 0 ? (
        <p className="px-3 pb-3 mb-0">{t('log.empty')}</p>
      ) : (
        <div className="table-responsive" tabIndex={0} aria-labelledby="postback-log">
          <table className="table align-middle mb-0 console-stacked-table" data-testid="postback-log">
            <thead>
              <tr>
                <th scope="col">{t('log.when')}</th>
                <th scope="col">{t('fields.event')}</th>
                <th scope="col">{t('log.status')}</th>
                <th scope="col">{t('log.answer')}</th>
                <th scope="col">{t('fields.url')}</th>
              </tr>
            </thead>
            <tbody>
              {calls.data.calls.map((call) => (
                <tr key={call.id}>
                  <td className="text-nowrap small" data-label={t('log.when')}>
                    {formatDate(call.created_at, i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
                  </td>
                  <td data-label={t('fields.event')}>
                    <div>{t(`events.${call.event}`)}</div>
                    <div className="small text-body-secondary">{call.network}</div>
                  </td>
                  <td data-label={t('log.status')}>
                    <span className={`badge ${STATUS_TONES[call.status]}`}>{t(`statuses.${call.status}`)}</span>
                    <div className="small text-body-secondary">{t('log.attempts', { count: call.attempts })}</div>
                  </td>
                  <td className="small" data-label={t('log.answer')}>
                    {call.http_status !== null && (
                      <div>
                        HTTP {call.http_status}
                        {call.duration_ms !== null && ` · ${t('log.ms', { ms: call.duration_ms })}`}
                      </div>
                    )}
                    {call.error && <div className="text-danger">{call.error}</div>}
                    {call.response_excerpt && <div className="postbacks-excerpt">{call.response_excerpt}</div>}
                  </td>
                  <td className="postbacks-url" data-label={t('fields.url')}>
                    <code>{call.url}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
