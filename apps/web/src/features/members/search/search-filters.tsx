import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, MAX_AGE, SEARCH_SORTS, type TSearchSort } from '@app/shared';
import { countryName } from '../../../lib/format';
import { useRegions } from '../../accounts/signup/signup.queries';
import { useSettings } from '../../sites/sites.queries';
import { FilterSelect } from './filter-select';
import type { TSearchFilters } from './search-state';

interface SearchFiltersProps {
  filters: TSearchFilters;
  onSearch(filters: TSearchFilters): void;
  /** Nearest first needs the searcher's own place: members only. */
  canSortByDistance: boolean;
}

type TDraft = {
  gender: string;
  country: string;
  countryregion: string;
  min_age: string;
  max_age: string;
  verified: boolean;
  sort: TSearchSort;
};

function toDraft(filters: TSearchFilters): TDraft {
  return {
    gender: filters.gender ?? '',
    country: filters.country ?? '',
    countryregion: filters.countryregion ?? '',
    min_age: filters.min_age?.toString() ?? '',
    max_age: filters.max_age?.toString() ?? '',
    verified: filters.verified === '1',
    sort: filters.sort ?? 'recent',
  };
}

/** The search form: the member picks, then searches; every search starts on page 1. */
export function SearchFilters({ filters, onSearch, canSortByDistance }: SearchFiltersProps) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const [draft, setDraft] = useState(() => toDraft(filters));
  const regions = useRegions(draft.country);
  const ageOptions = Array.from({ length: MAX_AGE - settings.min_age + 1 }, (_, index) => settings.min_age + index).map(
    (age) => ({ value: age, label: String(age) }),
  );
  const set = (key: Exclude<keyof TDraft, 'verified'>, value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value, ...(key === 'country' && { countryregion: '' }) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const minimum = draft.min_age ? Number(draft.min_age) : undefined;
    const maximum = draft.max_age ? Number(draft.max_age) : undefined;
    const [low, high] =
      minimum !== undefined && maximum !== undefined && minimum > maximum ? [maximum, minimum] : [minimum, maximum];
    onSearch({
      ...(draft.gender && { gender: draft.gender as TSearchFilters['gender'] }),
      ...(draft.country && { country: draft.country as TSearchFilters['country'] }),
      ...(draft.country && draft.countryregion && { countryregion: draft.countryregion }),
      ...(low !== undefined && { min_age: low }),
      ...(high !== undefined && { max_age: high }),
      ...(draft.verified && { verified: '1' as const }),
      ...(canSortByDistance && draft.sort === 'distance' && { sort: draft.sort }),
      page: 1,
    });
  }

  function reset() {
    setDraft(toDraft({ page: 1 }));
    onSearch({ page: 1 });
  }

  return (
    <form className="card border-0 shadow-sm" onSubmit={submit} aria-label={t('search.filtersLabel')}>
      <div className="card-body d-grid gap-3">
        <FilterSelect
          id="search-gender"
          label={t('search.gender')}
          value={draft.gender}
          onChange={(value) => set('gender', value)}
          anyLabel={t('search.everyone')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`profileOptions.seeking.${gender}`) }))}
        />
        <FilterSelect
          id="search-country"
          label={t('profileOptions.fields.country')}
          value={draft.country}
          onChange={(value) => set('country', value)}
          anyLabel={t('search.allCountries')}
          options={settings.countries.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
        />
        <FilterSelect
          id="search-region"
          label={t('profileOptions.fields.region')}
          value={draft.countryregion}
          disabled={!draft.country}
          onChange={(value) => set('countryregion', value)}
          anyLabel={t('search.allRegions')}
          options={(regions.data ?? []).map((region) => ({ value: region.code, label: region.name }))}
        />
        <fieldset>
          <legend className="form-label fw-semibold fs-6">{t('profileOptions.fields.age')}</legend>
          {/* Side by side where both fit with their words ("Leeftijd vanaf"), else one above the other. */}
          <div className="age-range">
            {(['min_age', 'max_age'] as const).map((bound) => (
              <FilterSelect
                key={bound}
                id={bound === 'min_age' ? 'search-min-age' : 'search-max-age'}
                label={t(bound === 'min_age' ? 'search.minAge' : 'search.maxAge')}
                hiddenLabel
                value={draft[bound]}
                onChange={(value) => set(bound, value)}
                anyLabel={t(bound === 'min_age' ? 'search.minAge' : 'search.maxAge')}
                options={ageOptions}
              />
            ))}
          </div>
        </fieldset>
        <div className="form-check form-switch">
          <input
            id="search-verified"
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={draft.verified}
            onChange={(event) => setDraft((previous) => ({ ...previous, verified: event.target.checked }))}
          />
          <label className="form-check-label" htmlFor="search-verified">
            {t('search.verifiedOnly')}
          </label>
        </div>
        {canSortByDistance && (
          <FilterSelect
            id="search-sort"
            label={t('search.sort')}
            value={draft.sort}
            onChange={(value) => set('sort', value)}
            options={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))}
          />
        )}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary flex-grow-1">
            {t('search.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={reset}>
            {t('search.reset')}
          </button>
        </div>
      </div>
    </form>
  );
}
