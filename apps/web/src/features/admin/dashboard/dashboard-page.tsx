import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage, useMay } from '../console-api';
import { DayRangeFields } from '../components/day-range-fields';
import { ConsoleMessage, Loading } from '../components/status';
import { DashboardCharts } from './dashboard-charts';
import {
  dayList,
  fillDays,
  filterQuery,
  RANGE_PRESETS,
  readFilters,
  revenueByCurrency,
  sumDays,
  type TFilters,
} from './dashboard-data';
import { useFormatters } from './dashboard-format';
import { csvUrl, useDashboard, useDashboardSites } from './dashboard.queries';
import { DashboardTotals } from './dashboard-totals';
import { RevenueTable, TrafficTable } from './dashboard-tables';
import './dashboard.scss';

/** `/admin/dashboard`: the business per site and day, as totals, charts and tables, with a CSV export. */
export function DashboardPage() {
  const { t } = useTranslation('console-dashboard');
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const filters = readFilters(params, now);
  const dashboard = useDashboard(filters);
  const format = useFormatters();
  const data = dashboard.data;
  const view = useMemo(
    () =>
      data && {
        days: fillDays(data.days, dayList(data.from, data.to)),
        totals: sumDays(data.days),
        currencies: revenueByCurrency(data.revenue),
      },
    [data],
  );
  const change = (next: Partial<TFilters>) => setParams(filterQuery({ ...filters, ...next }), { replace: true });

  return (
    <div className="dashboard">
      <header className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3">{t('title')}</h1>
          <p className="text-body-secondary mb-0">{t('lead')}</p>
        </div>
        {filters.valid && (
          <a href={csvUrl(filters)} className="btn btn-outline-primary" download title={t('csvHelp')}>
            {t('csv')}
          </a>
        )}
      </header>

      <Filters filters={filters} now={now} onChange={change} />

      {!filters.valid ? (
        <ConsoleMessage tone="warning">{t('filters.invalid')}</ConsoleMessage>
      ) : dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError && !view ? (
        <ConsoleMessage tone="danger" onRetry={() => void dashboard.refetch()}>
          {errorMessage(dashboard.error)}
        </ConsoleMessage>
      ) : view && data ? (
        <div aria-busy={dashboard.isPlaceholderData}>
          {dashboard.isPlaceholderData && (
            <p className="small text-body-secondary" role="status">
              {t('updating')}
            </p>
          )}
          <DashboardTotals totals={view.totals} currencies={view.currencies} format={format} />
          <DashboardCharts days={view.days} revenueByDay={data.revenue_by_day} format={format} />
          <RevenueTable rows={data.revenue} format={format} />
          <TrafficTable rows={data.traffic} format={format} />
        </div>
      ) : null}
    </div>
  );
}

function Filters({
  filters,
  now,
  onChange,
}: {
  filters: TFilters;
  now: number;
  onChange(next: Partial<TFilters>): void;
}) {
  const { t } = useTranslation('console-dashboard');
  const maySites = useMay('sites.edit');
  const sites = useDashboardSites(maySites);

  return (
    <form className="console-card" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="row g-2 align-items-end">
        {maySites && (
          <div className="col-12 col-md-4 col-xl-3">
            <label htmlFor="dashboard-site" className="form-label small">
              {t('filters.site')}
            </label>
            <select
              id="dashboard-site"
              className="form-select"
              value={filters.site ?? ''}
              onChange={(event) => onChange({ site: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('filters.allSites')}</option>
              {sites.data?.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <DayRangeFields
          idPrefix="dashboard"
          range={filters}
          now={now}
          presets={RANGE_PRESETS}
          labels={{
            from: t('filters.from'),
            to: t('filters.to'),
            presets: t('filters.presets'),
            preset: (days) => t(`filters.last${days as (typeof RANGE_PRESETS)[number]}`),
          }}
          onChange={onChange}
        />
      </div>
    </form>
  );
}
