import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, MAX_AGE, SEARCH_SORTS, type TSearchSort } from '@app/shared';
import { countryName } from '../../../lib/format';
import { useRegions } from '../../accounts/signup/signup.queries';
import { useSettings } from '../../sites/sites.queries';
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
  sort: TSearchSort;
};

function toDraft(filters: TSearchFilters): TDraft {
  return {
    gender: filters.gender ?? '',
    country: filters.country ?? '',
    countryregion: filters.countryregion ?? '',
    min_age: filters.min_age?.toString() ?? '',
    max_age: filters.max_age?.toString() ?? '',
    sort: filters.sort ?? 'recent',
  };
}

/** The search form: the member picks, then searches; every search starts on page 1. */
export function SearchFilters({ filters, onSearch, canSortByDistance }: SearchFiltersProps) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const [draft, setDraft] = useState(() => toDraft(filters));
  const regions = useRegions(draft.country);
  const ages = Array.from({ length: MAX_AGE - settings.min_age + 1 }, (_, index) => settings.min_age + index);
  const set = (key: keyof TDraft, value: string) =>
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
        <div>
          <label className="form-label fw-semibold" htmlFor="search-gender">
            {t('search.gender')}
          </label>
          <select
            id="search-gender"
            className="form-select"
            value={draft.gender}
            onChange={(e) => set('gender', e.target.value)}
          >
            <option value="">{t('search.everyone')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profileOptions.seeking.${gender}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label fw-semibold" htmlFor="search-country">
            {t('profileOptions.fields.country')}
          </label>
          <select
            id="search-country"
            className="form-select"
            value={draft.country}
            onChange={(e) => set('country', e.target.value)}
          >
            <option value="">{t('search.allCountries')}</option>
            {settings.countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label fw-semibold" htmlFor="search-region">
            {t('profileOptions.fields.region')}
          </label>
          <select
            id="search-region"
            className="form-select"
            value={draft.countryregion}
            disabled={!draft.country}
            onChange={(e) => set('countryregion', e.target.value)}
          >
            <option value="">{t('search.allRegions')}</option>
            {(regions.data ?? []).map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="form-label fw-semibold fs-6">{t('profileOptions.fields.age')}</legend>
          {/* Side by side where both fit with their words ("Leeftijd vanaf"), else one above the other. */}
          <div className="age-range">
            <label className="visually-hidden" htmlFor="search-min-age">
              {t('search.minAge')}
            </label>
            <select
              id="search-min-age"
              className="form-select"
              value={draft.min_age}
              onChange={(e) => set('min_age', e.target.value)}
            >
              <option value="">{t('search.minAge')}</option>
              {ages.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor="search-max-age">
              {t('search.maxAge')}
            </label>
            <select
              id="search-max-age"
              className="form-select"
              value={draft.max_age}
              onChange={(e) => set('max_age', e.target.value)}
            >
              <option value="">{t('search.maxAge')}</option>
              {ages.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        {canSortByDistance && (
          <div>
            <label className="form-label fw-semibold" htmlFor="search-sort">
              {t('search.sort')}
            </label>
            <select
              id="search-sort"
              className="form-select"
              value={draft.sort}
              onChange={(e) => set('sort', e.target.value)}
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`search.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
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
