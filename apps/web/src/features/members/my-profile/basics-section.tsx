import { useTranslation } from 'react-i18next';
import { GENDERS, latestDateOfBirth, NAME_MAX_LENGTH, SEXUALITIES, type TGender, type TSexuality } from '@app/shared';
import { memberToday } from '../../../lib/today';
import { useSettings } from '../../sites/sites.queries';
import { invalid, ProfileField, ProfileSection, type TSectionProps } from './profile-field';

/** Name, date of birth, gender, what the member is looking for, orientation. */
export function BasicsSection({ draft, errors, onChange }: TSectionProps) {
  const { t } = useTranslation();
  const { min_age: minAge } = useSettings();
  return (
    <ProfileSection id="profile-basics" title={t('myProfile.sections.basics')}>
      <div className="row gx-3">
        <div className="col-sm-6">
          <ProfileField field="name" error={errors.name}>
            {(control) => (
              <input
                {...control}
                className={`form-control${invalid(errors.name)}`}
                autoComplete="nickname"
                maxLength={NAME_MAX_LENGTH}
                value={draft.name}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            )}
          </ProfileField>
        </div>
        <div className="col-sm-6">
          <ProfileField field="date_of_birth" error={errors.date_of_birth}>
            {(control) => (
              <input
                {...control}
                type="date"
                className={`form-control${invalid(errors.date_of_birth)}`}
                autoComplete="bday"
                min="1900-01-01"
                max={latestDateOfBirth(minAge, memberToday())}
                value={draft.date_of_birth}
                onChange={(event) => onChange({ date_of_birth: event.target.value })}
              />
            )}
          </ProfileField>
        </div>
        <div className="col-sm-6">
          <ProfileField field="gender" error={errors.gender}>
            {(control) => (
              <select
                {...control}
                className={`form-select${invalid(errors.gender)}`}
                value={draft.gender}
                onChange={(event) => onChange({ gender: event.target.value as TGender })}
              >
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`profileOptions.gender.${gender}`)}
                  </option>
                ))}
              </select>
            )}
          </ProfileField>
        </div>
        <div className="col-sm-6">
          <ProfileField field="seeking" error={errors.seeking}>
            {(control) => (
              <select
                {...control}
                className={`form-select${invalid(errors.seeking)}`}
                value={draft.seeking}
                onChange={(event) => onChange({ seeking: event.target.value as TGender })}
              >
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`profileOptions.seeking.${gender}`)}
                  </option>
                ))}
              </select>
            )}
          </ProfileField>
        </div>
        <div className="col-sm-6">
          <ProfileField field="sexuality" error={errors.sexuality}>
            {(control) => (
              <select
                {...control}
                className={`form-select${invalid(errors.sexuality)}`}
                value={draft.sexuality}
                onChange={(event) => onChange({ sexuality: event.target.value as TSexuality })}
              >
                {SEXUALITIES.map((sexuality) => (
                  <option key={sexuality} value={sexuality}>
                    {t(`profileOptions.sexuality.${sexuality}`)}
                  </option>
                ))}
              </select>
            )}
          </ProfileField>
        </div>
      </div>
    </ProfileSection>
  );
}
