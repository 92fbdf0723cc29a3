import type { TAdminMemberRow } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { When } from '../moderation/components/when';
import { MemberFlags } from './components/member-flags';
import { MEMBER_SEARCH_LIMIT } from './support-rules';
import { useMemberSearch } from './support.queries';
import '../moderation/moderation.scss';
import './support.scss';

/** Finds members of every site by e-mail, name or id; the search stays in the address for going back. */
export function MembersPage() {
  const { t } = useTranslation('console-support');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';

  return (
    <div className="console-support">
      <h1 className="h3">{t('search.title')}</h1>
      <p className="text-body-secondary">{t('search.lead')}</p>
      {/* Keyed by the search, so going back in history shows that search in the field too. */}
      <SearchForm key={q} q={q} onSearch={(next) => setParams({ q: next })} />
      {q ? <SearchResults key={q} q={q} /> : <p className="text-body-secondary">{t('search.hint')}</p>}
    </div>
  );
}

function SearchForm({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const { t } = useTranslation('console-support');
  const [draft, setDraft] = useState(q);
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (next) onSearch(next);
  }
  return (
    <form
      role="search"
      className="console-card d-flex flex-column flex-sm-row gap-2 align-items-sm-end"
      onSubmit={submit}
    >
      <div className="flex-grow-1">
        <label htmlFor="member-search" className="form-label">
          {t('search.label')}
        </label>
        <input
          id="member-search"
          type="search"
          className="form-control"
          value={draft}
          maxLength={254}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={!draft.trim()}>
        {t('search.submit')}
      </button>
    </form>
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation('console-support');
  const search = useMemberSearch(q);
  if (search.isPending) return <Loading />;
  if (search.error && !search.data)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void search.refetch()}>
        {errorMessage(search.error)}
      </ConsoleMessage>
    );
  const members = search.data.members;
  return (
    <>
      <p role="status" className="fw-semibold">
        {members.length === 0 ? t('search.empty', { q }) : t('search.count', { count: members.length })}
      </p>
      {members.length >= MEMBER_SEARCH_LIMIT && (
        <p className="small text-body-secondary">{t('search.limited', { count: MEMBER_SEARCH_LIMIT })}</p>
      )}
      {members.length > 0 && <MembersTable members={members} />}
    </>
  );
}

function MembersTable({ members }: { members: TAdminMemberRow[] }) {
  const { t, i18n } = useTranslation('console-support');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="console-card p-0 table-responsive" tabIndex={0}>
      <table className="table table-hover align-middle mb-0">
        <caption className="visually-hidden">{t('search.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('search.name')}</th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('search.email')}
            </th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t('search.site')}
            </th>
            <th scope="col" className="text-end">
              {t('search.credits')}
            </th>
            <th scope="col" className="d-none d-lg-table-cell">
              {t('search.signedUp')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('search.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                <Link to={`/admin/members/${member.id}`} className="fw-semibold">
                  {member.name}
                </Link>
                <div className="small text-body-secondary">{t('search.memberId', { id: member.id })}</div>
                {/* On a phone the e-mail, site and states follow the name. */}
                <div className="small text-break d-md-none">{member.email}</div>
                <div className="small text-body-secondary d-sm-none">{member.site_name}</div>
                <div className="d-md-none">
                  <MemberFlags member={member} />
                </div>
              </td>
              <td className="d-none d-md-table-cell text-break">{member.email}</td>
              <td className="d-none d-sm-table-cell">{member.site_name}</td>
              <td className="text-end">{formatNumber(member.credits, language)}</td>
              <td className="d-none d-lg-table-cell small">
                <When value={member.signup_date} dateOnly />
              </td>
              <td className="d-none d-md-table-cell">
                <MemberFlags member={member} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
