import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../lib/format';
import { currentLanguage } from '../../../../i18n/i18n';
import { useRegions } from '../signup.queries';
import { useGeolocation } from '../use-geolocation';
import { StepFrame } from './step-frame';

export interface TPlace {
  country: string;
  region: string | null;
  city: string;
}

interface LocationStepProps {
  place: TPlace;
  countries: readonly string[];
  onNext(place: TPlace): void;
}

/**
 * Step 2: where the member lives. The browser's position (at most an hour old) is turned into a
 * place by our offline geocoder; without it, or when it finds nothing, the member picks.
 */
export function LocationStep({ place: initial, countries, onNext }: LocationStepProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const geo = useGeolocation();
  const [place, setPlace] = useState<TPlace>(initial);
  const [touched, setTouched] = useState(false);
  const regions = useRegions(place.country);
  const found = geo.place;

  const locate = () =>
    geo.locate((place) => {
      if (place && countries.includes(place.country)) {
        setPlace({ country: place.country, region: place.region, city: place.city });
      }
    });

  const foundOutside = found && !countries.includes(found.country);
  const regionMissing = (regions.data?.length ?? 0) > 0 && !place.region;
  const countryMissing = !place.country;

  function submit() {
    setTouched(true);
    if (countryMissing || regionMissing) return;
    onNext({ ...place, city: place.city.trim() });
  }

  const permissionNote =
    geo.permission === 'unsupported'
      ? t('signup.location.unsupported')
      : geo.permission === 'denied'
        ? t('signup.location.denied')
        : found === false
          ? t('signup.location.notFound')
          : foundOutside
            ? t('signup.location.outside')
            : null;

  return (
    <StepFrame title={t('signup.location.title')} intro={t('signup.location.intro')} onSubmit={submit}>
      {geo.permission !== 'unsupported' && geo.permission !== 'denied' && (
        <button type="button" className="btn btn-outline-primary w-100 mb-3" onClick={locate} disabled={geo.locating}>
          {geo.locating && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {geo.locating ? t('signup.location.locating') : t('signup.location.useMine')}
        </button>
      )}
      {found && !foundOutside && (
        <div className="alert alert-success py-2" role="status">
          {t('signup.location.found', { place: [found.city, found.region_name].filter(Boolean).join(', ') })}
        </div>
      )}
      {permissionNote && (
        <p className="small text-body-secondary" role="status">
          {permissionNote}
        </p>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-country">
          {t('signup.location.country')}
        </label>
        <select
          id="signup-country"
          className={`form-select ${touched && countryMissing ? 'is-invalid' : ''}`}
          value={place.country}
          onChange={(event) => setPlace({ country: event.target.value, region: null, city: '' })}
        >
          <option value="">{t('signup.location.chooseCountry')}</option>
          {countries
            .map((code) => ({ code, name: countryName(code, language) }))
            .sort((a, b) => a.name.localeCompare(b.name, language))
            .map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
        </select>
        <div className="invalid-feedback">{t('signup.errors.required')}</div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-region">
          {t('signup.location.region')}
        </label>
        <select
          id="signup-region"
          className={`form-select ${touched && regionMissing ? 'is-invalid' : ''}`}
          value={place.region ?? ''}
          disabled={!place.country || regions.isPending}
          onChange={(event) => {
            const region = regions.data?.find((entry) => entry.code === event.target.value);
            setPlace((current) => ({ ...current, region: region?.code ?? null, city: region?.city ?? current.city }));
          }}
        >
          <option value="">{t('signup.location.chooseRegion')}</option>
          {(regions.data ?? []).map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
        <div className="invalid-feedback">{t('signup.errors.required')}</div>
      </div>
      <div className="mb-1">
        <label className="form-label" htmlFor="signup-city">
          {t('signup.location.city')}
        </label>
        <input
          id="signup-city"
          className="form-control"
          autoComplete="address-level2"
          maxLength={100}
          value={place.city}
          onChange={(event) => setPlace((current) => ({ ...current, city: event.target.value }))}
        />
      </div>
    </StepFrame>
  );
}
