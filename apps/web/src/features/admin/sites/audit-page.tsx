import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage, useMay } from '../console-api';
import { AuditEntry } from './audit-entry';
import { Pager, ScreenHeader } from './parts';
import { useAuditLog, useStaffList } from './site-admin.queries';
import './sites.scss';

const FILTERS = ['staff', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
/** What the console records actions on (the log's target types). */
const TARGET_TYPES = [
  'site',
  'company',
  'package',
  'gift',
  'discount_code',
  'user',
  'staff',
  'complaint',
  'photo',
  'order',
  'conversation',
  'about_review',
];

/** `/admin/audit`: every staff action, newest first, read only; filtered by staff member, action, target and days. */
export function AuditPage() {
  const { t } = useTranslation('console-sites');
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog({ page, ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) });
  const active = FILTERS.some((key) => filter[key]);

  const apply = (changes: Record<string, string>, keepOthers = true) =>
    setParams((current) => {
      const next = new URLSearchParams(keepOthers ? current : undefined);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      next.delete('page');
      return next;
    });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    apply(Object.fromEntries(FILTERS.map((key) => [key, String(form.get(key) ?? '').trim()])), false);
  }

  const actions = [...new Set((log.data?.entries ?? []).map((entry) => entry.action))].sort();
  return (
    <>
      <ScreenHeader title={t('audit.title')} lead={t('audit.lead')} />
      <form
        key={params.toString()}
        className="console-card row g-2 align-items-end mx-0"
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={submit}
      >
        <StaffFilter value={filter.staff} />
        <div className="col-12 col-sm-6 col-lg-3">
          <label className="form-label" htmlFor="audit-action">
            {t('audit.action')}
          </label>
          <input
            id="audit-action"
            name="action"
            className="form-control"
            list="audit-actions"
            defaultValue={filter.action}
            spellCheck={false}
          />
          <datalist id="audit-actions">
            {actions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </div>
        <div className="col-6 col-lg-2">
          <label className="form-label" htmlFor="audit-target-type">
            {t('audit.targetType')}
          </label>
          <select id="audit-target-type" name="target_type" className="form-select" defaultValue={filter.target_type}>
            <option value="">{t('audit.any')}</option>
            {TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-lg-2">
          <label className="form-label" htmlFor="audit-target-id">
            {t('audit.targetId')}
          </label>
          <input id="audit-target-id" name="target_id" className="form-control" defaultValue={filter.target_id} />
        </div>
        <div className="col-6 col-lg-2">
          <label className="form-label" htmlFor="audit-from">
            {t('audit.from')}
          </label>
          <input id="audit-from" name="from" type="date" className="form-control" defaultValue={filter.from} />
        </div>
        <div className="col-6 col-lg-2">
          <label className="form-label" htmlFor="audit-to">
            {t('audit.to')}
          </label>
          <input id="audit-to" name="to" type="date" className="form-control" defaultValue={filter.to} />
        </div>
        <div className="col-12 col-lg-2 d-flex gap-2">
          <button type="submit" className="btn btn-primary flex-grow-1">
            {t('common.filter')}
          </button>
          {active && (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setParams({})}>
              {t('audit.clear')}
            </button>
          )}
        </div>
      </form>
      {log.isPending ? (
        <Loading />
      ) : log.error ? (
        <ConsoleMessage tone="danger" onRetry={() => void log.refetch()}>
          {errorMessage(log.error)}
        </ConsoleMessage>
      ) : log.data.entries.length === 0 ? (
        <ConsoleMessage>{t('audit.none')}</ConsoleMessage>
      ) : (
        <ol className="list-unstyled" aria-label={t('audit.entries')} aria-busy={log.isFetching}>
          {log.data.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} onFilter={(changes) => apply(changes)} />
          ))}
        </ol>
      )}
      <Pager
        page={page}
        hasMore={log.data?.has_more ?? false}
        onPage={(next) =>
          setParams((current) => {
            const copy = new URLSearchParams(current);
            copy.set('page', String(next));
            return copy;
          })
        }
      />
    </>
  );
}

/** Staff by name for those who may see the accounts, else the account number. */
function StaffFilter({ value }: { value: string }) {
  const { t } = useTranslation('console-sites');
  const mayList = useMay('staff.manage');
  return (
    <div className="col-12 col-sm-6 col-lg-3">
      <label className="form-label" htmlFor="audit-staff">
        {t('audit.staff')}
      </label>
      {mayList ? (
        <StaffSelect value={value} />
      ) : (
        <input id="audit-staff" name="staff" className="form-control" inputMode="numeric" defaultValue={value} />
      )}
    </div>
  );
}

function StaffSelect({ value }: { value: string }) {
  const { t } = useTranslation('console-sites');
  const staff = useStaffList();
  return (
    <select
      id="audit-staff"
      name="staff"
      className="form-select"
      defaultValue={value}
      key={staff.data ? 'loaded' : 'loading'}
    >
      <option value="">{t('audit.anyone')}</option>
      {(staff.data?.staff ?? []).map((member) => (
        <option key={member.id} value={member.id}>
          {member.name} ({member.email})
        </option>
      ))}
    </select>
  );
}
