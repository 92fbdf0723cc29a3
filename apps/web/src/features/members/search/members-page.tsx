import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_COUNT_CAP } from '@app/shared';
import { Pagination } from '../../../components/pagination';
import { formatNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { openSignupModal } from '../../../layouts/signup-modal';
import { hasTrafficSource, signupAllowed, storedTracking } from '../../accounts/signup/tracking';
import { useUser } from '../../auth/auth.queries';
import { useSettings } from '../../sites/sites.queries';
import { fictionalTexts } from '../components/fictional-texts';
import { MemberGrid } from '../components/member-grid';
import { useMemberSearch } from '../members.queries';
import { SearchFilters } from './search-filters';
import {
  arrivalSearch,
  filtersFromParams,
  paramsFromFilters,
  rememberSearch,
  type TSearchFilters,
} from './search-state';
import { searchAllowed } from './search-rules';
import { pathTo } from '../../../routes';

/** The member search (spec points 3 and 4): filters in the address, the last search remembered. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const tracking = storedTracking();
  const allowed = searchAllowed(settings, Boolean(user), hasTrafficSource(tracking));
  const [filtersOpen, setFiltersOpen] = useState(false);
  usePageTitle(t('screens.members'));

  // Arriving without filters brings back the last search, or starts with whom the member seeks; the
  // search waits for them, so it is not made once without them first.
  const restore = user === undefined ? null : arrivalSearch(params, settings.min_age, user?.profile.seeking ?? null);
  const restoreQuery = restore && paramsFromFilters(restore).toString();
  useEffect(() => {
    if (!restoreQuery) return;
    // Other parameters (a notice such as `reactivated`) stay for whoever reads them.
    const next = new URLSearchParams(restoreQuery);
    for (const [key, value] of params) if (!next.has(key)) next.set(key, value);
    setParams(next, { replace: true });
  }, [restoreQuery, params, setParams]);

  const filters = filtersFromParams(params, settings.min_age);
  const search = useMemberSearch(filters, {
    trafficSource: hasTrafficSource(tracking),
    enabled: allowed && user !== undefined && !restoreQuery,
  });
  const apply = (next: TSearchFilters) => {
    rememberSearch(next);
    setParams(paramsFromFilters(next));
    setFiltersOpen(false);
    window.scrollTo({ top: 0 });
  };

  if (!allowed) {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
        <h1 className="h3 mb-3">{t('screens.members')}</h1>
        <p className="lead">{t('search.loginToSearch', { siteName: settings.name })}</p>
        <div className="d-flex justify-content-center gap-2">
          {signupAllowed(settings.signups, tracking) && (
            <button type="button" className="btn btn-primary" onClick={openSignupModal}>
              {t('nav.signup')}
            </button>
          )}
          <Link className="btn btn-outline-primary" to={pathTo('login', {}, { next: pathTo('members') })}>
            {t('nav.login')}
          </Link>
        </div>
      </div>
    );
  }

  const data = search.data;
  const lastPage =
    data && data.numResults < SEARCH_COUNT_CAP ? Math.max(1, Math.ceil(data.numResults / data.pageSize)) : null;
  const hasNext = Boolean(
    data && data.results.length === data.pageSize && (lastPage === null || filters.page < lastPage),
  );
  const count = data
    ? data.numResults >= SEARCH_COUNT_CAP
      ? t('search.countCapped', { count: SEARCH_COUNT_CAP, number: formatNumber(SEARCH_COUNT_CAP, i18n.language) })
      : t('search.count', { count: data.numResults, number: formatNumber(data.numResults, i18n.language) })
    : t('common.loading');
  const onLike = user ? undefined : openSignupModal;
  const anyFictional = data && [...data.results, ...data.similar].some((member) => member.fictional);

  return (
    <div className="container py-4">
      <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
        <div className="text-break" style={{ minWidth: 0 }}>
          <h1 className="h3 mb-1">{t('screens.members')}</h1>
          {user && (
            <div className="d-flex flex-wrap column-gap-3 small">
              <Link to={pathTo('swipe-game')}>{t('screens.swipeGame')}</Link>
              <Link to={pathTo('match-finder')}>{t('screens.matchFinder')}</Link>
            </div>
          )}
        </div>
        <button
          type="button"
          className="btn btn-outline-primary d-md-none flex-shrink-0"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('search.filters')}
        </button>
      </div>
      <div className="row g-4">
        <aside id="search-filters" className={`col-md-4 col-lg-3 ${filtersOpen ? '' : 'd-none d-md-block'}`}>
          <SearchFilters key={params.toString()} filters={filters} onSearch={apply} canSortByDistance={Boolean(user)} />
        </aside>
        <section className="col-md-8 col-lg-9" aria-labelledby="search-count" aria-busy={search.isFetching}>
          <p id="search-count" className="text-body-secondary mb-3" role="status">
            {count}
          </p>
          {search.isError && (
            <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
              {search.error.message}
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void search.refetch()}>
                {t('common.retry')}
              </button>
            </div>
          )}
          {data?.results.length === 0 && <p className="lead">{t('search.noResults')}</p>}
          <MemberGrid members={data?.results} placeholders={12} {...(onLike && { onLike })} />
          <Pagination
            page={filters.page}
            lastPage={lastPage}
            hasNext={hasNext}
            onPage={(page) => apply({ ...filters, page })}
          />
          {data && data.similar.length > 0 && (
            <section aria-labelledby="similar-title" className="mt-4">
              <h2 id="similar-title" className="h5">
                {t('search.similarTitle')}
              </h2>
              <p className="text-body-secondary small">{t('search.similarText')}</p>
              <MemberGrid members={data.similar} {...(onLike && { onLike })} />
            </section>
          )}
          {anyFictional && <p className="small text-body-secondary mt-3">{fictionalTexts(settings, t).plural}</p>}
        </section>
      </div>
    </div>
  );
}
