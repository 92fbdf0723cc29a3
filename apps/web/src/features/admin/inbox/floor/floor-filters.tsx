import { OPERATOR_FIGURES_MAX_DAYS } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../components/day-range-fields';
import { FLOOR_PRESETS, type TFloorFilters } from './floor-logic';

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
        <DayRangeFields
          idPrefix="floor"
          range={filters}
          now={now}
          presets={FLOOR_PRESETS}
          labels={{
            from: t('floor.filters.from'),
            to: t('floor.filters.to'),
            presets: t('floor.filters.presets'),
            preset: (days) => t(`floor.filters.last${days as (typeof FLOOR_PRESETS)[number]}`),
          }}
          onChange={onChange}
        />
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
