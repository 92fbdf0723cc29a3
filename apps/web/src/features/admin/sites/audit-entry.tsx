import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminAuditEntry } from '@app/shared';
import { formatDate } from '../../../lib/format';
import { useMay } from '../console-api';
import { auditChanges, auditValueText } from './audit-changes';

/** Where a target of the log can be opened in the console, for staff who may. */
function useTargetLink(type: string | null, id: string | null): string | null {
  const maySites = useMay('sites.edit');
  const mayMembers = useMay('members.view');
  const mayCompany = useMay('company.edit');
  if (!type || !id) return null;
  if (type === 'site' && maySites) return `/admin/sites/${id}`;
  if (type === 'user' && mayMembers) return `/admin/members/${id}`;
  if (type === 'company' && mayCompany) return `/admin/company?company=${id}`;
  return null;
}

/** One entry: when, who, what, on what, from where, and the before and after side by side. */
export function AuditEntry({
  entry,
  onFilter,
}: {
  entry: TAdminAuditEntry;
  onFilter(filter: Record<string, string>): void;
}) {
  const { t, i18n } = useTranslation('console-sites');
  const link = useTargetLink(entry.target_type, entry.target_id);
  const changes = auditChanges(entry.before, entry.after);
  const target = entry.target_type ? `${entry.target_type} #${entry.target_id ?? ''}` : null;

  return (
    <li className="console-card site-admin-audit-entry">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <time dateTime={entry.created_at} className="small text-body-secondary">
          {formatDate(entry.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 text-break"
          title={t('audit.filterBy', { value: entry.staff_email })}
          onClick={() => entry.staff_id !== null && onFilter({ staff: String(entry.staff_id) })}
        >
          {entry.staff_email}
        </button>
        <button
          type="button"
          className="badge text-bg-primary border-0"
          title={t('audit.filterBy', { value: entry.action })}
          onClick={() => onFilter({ action: entry.action })}
        >
          {entry.action}
        </button>
        {target && (
          <span className="small">
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              title={t('audit.filterBy', { value: target })}
              onClick={() => onFilter({ target_type: entry.target_type ?? '', target_id: entry.target_id ?? '' })}
            >
              {target}
            </button>
            {link && (
              <Link to={link} className="ms-2">
                {t('audit.open')}
              </Link>
            )}
          </span>
        )}
        {entry.ip && <span className="small text-body-secondary ms-auto">{t('audit.ip', { ip: entry.ip })}</span>}
      </div>
      {changes.length > 0 && (
        <details className="mt-2">
          <summary className="small">{t('audit.changes', { count: changes.length })}</summary>
          <div className="table-responsive site-admin-scroll" tabIndex={0}>
            <table className="table table-sm mb-0 mt-2 site-admin-audit-table">
              <thead>
                <tr>
                  <th scope="col">{t('audit.field')}</th>
                  <th scope="col">{t('audit.before')}</th>
                  <th scope="col">{t('audit.after')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" className="fw-normal font-monospace">
                      {change.field || '–'}
                    </th>
                    <td className="font-monospace text-break">{auditValueText(change.before)}</td>
                    <td className="font-monospace text-break">{auditValueText(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </li>
  );
}
