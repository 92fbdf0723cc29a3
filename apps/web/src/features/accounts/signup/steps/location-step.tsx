import { useTranslation } from 'react-i18next';
import { ZSignupBody } from '@app/shared';
import { countryName } from '../../../../lib/format';
import { currentLanguage } from '../../../../i18n/i18n';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useRegions } from '../signup.queries';
import { useGeolocation } from '../use-geolocation';
import { StepFrame } from './step-frame';

export interface TPlace {
  country: string;
  region: string | null;
  city: string;
}

/** The place as the signup call takes it. */
const placeSchema = ZSignupBody.pick({ country: true, region: true, city: true });

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
  const form = useSchemaForm(placeSchema, {
    // The country select starts on "choose" when none is known: an empty value the schema refuses.
    defaultValues: { country: initial.country as never, region: initial.region, city: initial.city },
  });
  const regions = useRegions(form.watch('country') ?? '');
  const found = geo.place;

  const locate = () =>
    geo.locate((place) => {
      if (place && countries.includes(place.country)) {
        form.setValue('country', place.country as never);
        form.setValue('region', place.region);
        form.setValue('city', place.city);
      }
    });

  const foundOutside = found && !countries.includes(found.country);
  const submit = form.handleSubmit((place) => {
    // A country with regions needs one here, so members can be found by region. The call takes none
    // (it only checks one that is given), and which countries have regions is only known once loaded.
    if ((regions.data?.length ?? 0) > 0 && !place.region) {
      form.setError('region', { type: 'required', message: t('fields.required') }, { shouldFocus: true });
      return;
    }
    onNext(place);
  });

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
    <StepFrame title={t('signup.location.title')} intro={t('signup.location.intro')} onSubmit={() => void submit()}>
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
          {...fieldProps(form, 'country', 'signup-country', 'form-select', {
            // Another country has other regions: the choice within the old one goes.
            onChange: () => {
              form.setValue('region', null);
              form.setValue('city', '');
            },
          })}
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
        <FieldMessage form={form} name="country" id="signup-country" />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-region">
          {t('signup.location.region')}
        </label>
        <select
          {...fieldProps(form, 'region', 'signup-region', 'form-select', {
            // "Choose" is no region; a region suggests its main city.
            setValueAs: (value: string | null) => value || null,
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
              const region = regions.data?.find((entry) => entry.code === event.target.value);
              if (region) form.setValue('city', region.city);
            },
          })}
          disabled={!form.watch('country') || regions.isPending}
        >
          <option value="">{t('signup.location.chooseRegion')}</option>
          {(regions.data ?? []).map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
        <FieldMessage form={form} name="region" id="signup-region" />
      </div>
      <div className="mb-1">
        <label className="form-label" htmlFor="signup-city">
          {t('signup.location.city')}
        </label>
        <input {...fieldProps(form, 'city', 'signup-city')} autoComplete="address-level2" maxLength={100} />
        <FieldMessage form={form} name="city" id="signup-city" />
      </div>
    </StepFrame>
  );
}
