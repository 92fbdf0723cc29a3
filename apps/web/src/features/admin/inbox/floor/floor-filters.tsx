import { OPERATOR_FIGURES_MAX_DAYS } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { FLOOR_PRESETS, lastDays, type TFloorFilters } from './floor-logic';

/** The period (dates and presets) and, for admins, the site. */
export function FloorFilters({
  filters,
  now,
  sites,
  onChange,
}: {
  filters: TFloorFilters;
  now: number;
  /** Empty when there is nothing to choose (an operator's view). */
  sites: ReadonlyArray<{ id: number; name: string }>;
  onChange(next: Partial<TFloorFilters>): void;
}) {
  const { t } = useTranslation('console-inbox');
  const today = lastDays(1, now).to;

  return (
    <form className="console-card" aria-label={t('floor.filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="row g-2 align-items-end">
        {sites.length > 1 && (
          <div className="col-12 col-md-4 col-xl-3">
            <label htmlFor="floor-site" className="form-label small">
              {t('floor.filters.site')}
            </label>
            <select
              id="floor-site"
              className="form-select"
              value={filters.site ?? ''}
              onChange={(event) => onChange({ site: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('floor.filters.allSites')}</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor="floor-from" className="form-label small">
            {t('floor.filters.from')}
          </label>
          <input
            id="floor-from"
            type="date"
            className="form-control"
            value={filters.from}
            max={today}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
          />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor="floor-to" className="form-label small">
            {t('floor.filters.to')}
          </label>
          <input
            id="floor-to"
            type="date"
            className="form-control"
            value={filters.to}
            max={today}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
          />
        </div>
        <div className="col-12 col-xl-auto">
          <div className="btn-group flex-wrap" role="group" aria-label={t('floor.filters.presets')}>
            {FLOOR_PRESETS.map((days) => {
              const range = lastDays(days, now);
              const active = range.from === filters.from && range.to === filters.to;
              return (
                <button
                  key={days}
                  type="button"
                  className={`btn btn-outline-secondary${active ? ' active' : ''}`}
                  aria-pressed={active}
                  onClick={() => onChange(range)}
                >
                  {t(`floor.filters.last${days}`)}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      {filters.problem && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {filters.problem === 'order'
            ? t('floor.filters.order')
            : t('floor.filters.tooLong', { max: OPERATOR_FIGURES_MAX_DAYS })}
        </p>
      )}
    </form>
  );
}
