import { useTranslation } from 'react-i18next';
import { isCountry } from '@app/shared';
import { currentLanguage } from '../../../i18n/i18n';
import { countryName } from '../../../lib/format';
import { useRegions } from '../../accounts/signup/signup.queries';
import { useSettings } from '../../sites/sites.queries';
import { invalid, ProfileField, ProfileSection, type TSectionProps } from './profile-field';

/** Country (one the site serves), its region (loaded per country) and the city. */
export function LocationSection({ draft, errors, onChange }: TSectionProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { countries } = useSettings();
  const regions = useRegions(draft.country);
  const choices = countries
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));

  return (
    <ProfileSection id="profile-location" title={t('myProfile.sections.location')}>
      <div className="row gx-3">
        <div className="col-sm-6">
          <ProfileField field="country" error={errors.country}>
            {(control) => (
              <select
                {...control}
                className={`form-select${invalid(errors.country)}`}
                value={draft.country}
                // A region belongs to one country: a new country starts without one.
                onChange={(event) =>
                  isCountry(event.target.value) && onChange({ country: event.target.value, region: null })
                }
              >
                {choices.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </ProfileField>
        </div>
        <div className="col-sm-6">
          <ProfileField field="region" error={errors.region}>
            {(control) => (
              <select
                {...control}
                className={`form-select${invalid(errors.region)}`}
                value={draft.region ?? ''}
                disabled={regions.isPending}
                onChange={(event) => {
                  const region = regions.data?.find((entry) => entry.code === event.target.value);
                  // The region's largest city is a good guess only where the member gave none.
                  onChange({
                    region: region?.code ?? null,
                    ...(region && !draft.city.trim() && { city: region.city }),
                  });
                }}
              >
                <option value="">{t('signup.location.chooseRegion')}</option>
                {(regions.data ?? []).map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
            )}
          </ProfileField>
        </div>
        <div className="col-12">
          <ProfileField field="city" error={errors.city}>
            {(control) => (
              <input
                {...control}
                className={`form-control${invalid(errors.city)}`}
                autoComplete="address-level2"
                maxLength={100}
                value={draft.city}
                onChange={(event) => onChange({ city: event.target.value })}
              />
            )}
          </ProfileField>
        </div>
      </div>
    </ProfileSection>
  );
}
