import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminSiteRow, TAdminStaff } from '@app/shared';
import { formatDate } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage, useMay, useStaff } from '../console-api';
import { ChangeOutcome, ConfirmButton, ScreenHeader, StatusBadge } from './parts';
import { useAdminChange, useAdminSites, useStaffList } from './site-admin.queries';
import { StaffForm, valuesOfStaff, type TStaffValues } from './staff-form';
import './sites.scss';

/** `/admin/staff`: staff accounts; new ones get a temporary password shown once; disable, enable, reset the second factor. */
export function StaffPage() {
  const { t } = useTranslation('console-sites');
  const staff = useStaffList();
  const sites = useAdminSites();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const create = useAdminChange<TStaffValues, { staff: TAdminStaff; temporary_password: string }>(
    'POST',
    '/api/admin/staff.php',
  );

  if (staff.isPending) return <Loading />;
  if (staff.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void staff.refetch()}>
        {errorMessage(staff.error)}
      </ConsoleMessage>
    );
  const siteList = sites.data?.sites ?? [];

  return (
    <>
      <ScreenHeader title={t('staff.title')} lead={t('staff.lead')}>
        {!adding && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setCreated(null);
              setAdding(true);
            }}
          >
            {t('staff.add')}
          </button>
        )}
      </ScreenHeader>
      {created && <TemporaryPassword {...created} onDone={() => setCreated(null)} />}
      {adding && (
        <section className="console-card" aria-labelledby="new-staff-title">
          <h2 id="new-staff-title" className="h5">
            {t('staff.new')}
          </h2>
          <StaffForm
            initial={{ email: '', name: '', role: 'support', languages: ['en'], site_ids: null }}
            isNew
            sites={siteList}
            ownAccount={false}
            pending={create.isPending}
            error={create.error}
            submitLabel={t('staff.create')}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: (answer) => {
                  setAdding(false);
                  setCreated({ email: answer.staff.email, password: answer.temporary_password });
                },
              })
            }
            onCancel={() => {
              create.reset();
              setAdding(false);
            }}
          />
        </section>
      )}
      <div className="console-card p-0">
        <div className="table-responsive site-admin-scroll" tabIndex={0}>
          <table className="table align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('staff.fields.name')}</th>
                <th scope="col">{t('staff.fields.role')}</th>
                <th scope="col">{t('staff.fields.languages')}</th>
                <th scope="col">{t('staff.fields.sites')}</th>
                <th scope="col">{t('staff.secondFactor')}</th>
                <th scope="col">{t('staff.lastLogin')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.staff.map((member) => (
                <StaffRow key={member.id} member={member} sites={siteList} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}

/** The new account's temporary password: shown this once (the server keeps only its hash). */
function TemporaryPassword({ email, password, onDone }: { email: string; password: string; onDone(): void }) {
  const { t } = useTranslation('console-sites');
  const [copied, setCopied] = useState(false);
  return (
    <div className="alert alert-warning" role="status" data-testid="temporary-password">
      <h2 className="h6">{t('staff.createdTitle', { email })}</h2>
      <p className="mb-2">{t('staff.createdLead')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <code className="fs-5 user-select-all site-admin-password" aria-label={t('staff.temporaryPassword')}>
          {password}
        </code>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => void navigator.clipboard?.writeText(password).then(() => setCopied(true))}
        >
          {copied ? t('staff.copied') : t('staff.copy')}
        </button>
      </div>
      <button type="button" className="btn btn-sm btn-dark" onClick={onDone}>
        {t('staff.passedOn')}
      </button>
    </div>
  );
}

function StaffRow({ member, sites }: { member: TAdminStaff; sites: TAdminSiteRow[] }) {
  const { t, i18n } = useTranslation('console-sites');
  const shell = useTranslation('console-shell').t;
  const me = useStaff();
  const mayAudit = useMay('audit.view');
  const [editing, setEditing] = useState(false);
  const update = useAdminChange<object, { staff: TAdminStaff }>('PUT', '/api/admin/staff.php');
  const status = useAdminChange<object, { staff: TAdminStaff }>('POST', '/api/admin/staff-status.php');
  const reset = useAdminChange<object, { staff: TAdminStaff }>('POST', '/api/admin/staff-second-factor.php');
  const own = member.id === me.id;
  const failed = status.error ?? reset.error;

  if (editing)
    return (
      <tr>
        <td colSpan={8}>
          <StaffForm
            initial={valuesOfStaff(member)}
            isNew={false}
            sites={sites}
            ownAccount={own}
            pending={update.isPending}
            error={update.error}
            submitLabel={t('staff.saveLabel', { name: member.name })}
            onSubmit={({ email: _email, ...values }) =>
              update.mutate({ id: member.id, ...values }, { onSuccess: () => setEditing(false) })
            }
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </td>
      </tr>
    );

  return (
    <tr className={member.disabled ? 'text-body-secondary' : undefined}>
      <td>
        <div className="fw-semibold">
          {member.name}
          {own && <span className="badge text-bg-info ms-2">{t('staff.you')}</span>}
        </div>
        <div className="small text-break">{member.email}</div>
      </td>
      <td>{shell(`roles.${member.role}`)}</td>
      <td className="site-admin-codes">{member.languages.join(', ')}</td>
      <td className="small">
        {member.site_ids === null
          ? t('staff.allSites')
          : member.site_ids.map((id) => sites.find((site) => site.id === id)?.name ?? `#${id}`).join(', ')}
      </td>
      <td>
        <StatusBadge
          on={member.totp_enabled}
          onLabel={t('staff.secondFactorOn')}
          offLabel={t('staff.secondFactorOff')}
        />
      </td>
      <td className="small text-nowrap">
        {member.last_login_at
          ? formatDate(member.last_login_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
          : t('staff.never')}
      </td>
      <td>
        <StatusBadge on={!member.disabled} onLabel={t('staff.enabled')} offLabel={t('staff.disabled')} />
      </td>
      <td className="text-end">
        <div className="d-inline-flex flex-wrap gap-1 justify-content-end">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={t('staff.editLabel', { name: member.name })}
            onClick={() => setEditing(true)}
          >
            {t('common.edit')}
          </button>
          {!own &&
            (member.disabled ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-success"
                disabled={status.isPending}
                onClick={() => status.mutate({ id: member.id, disabled: false })}
              >
                {t('staff.enable')}
              </button>
            ) : (
              <ConfirmButton
                label={t('staff.disable')}
                confirmLabel={t('staff.disableConfirm', { name: member.name })}
                disabled={status.isPending}
                onConfirm={() => status.mutate({ id: member.id, disabled: true })}
              />
            ))}
          {!own && member.totp_enabled && (
            <ConfirmButton
              label={t('staff.resetSecondFactor')}
              confirmLabel={t('staff.resetConfirm', { name: member.name })}
              tone="warning"
              disabled={reset.isPending}
              onConfirm={() => reset.mutate({ id: member.id })}
            />
          )}
          {mayAudit && (
            <Link
              className="btn btn-sm btn-outline-secondary"
              to={`/admin/audit?staff=${member.id}`}
              aria-label={t('staff.auditOf', { name: member.name })}
            >
              {t('staff.audit')}
            </Link>
          )}
        </div>
        <ChangeOutcome error={failed} />
      </td>
    </tr>
  );
}
