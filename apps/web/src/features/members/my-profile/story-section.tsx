import { useTranslation } from 'react-i18next';
import { ABOUT_MAX_LENGTH } from '@app/shared';
import { InterestsPicker } from './interests-picker';
import { invalid, ProfileField, ProfileSection, type TSectionProps } from './profile-field';

/** The about-me text with its character counter, and the interests. */
export function StorySection({ draft, errors, onChange }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <ProfileSection id="profile-story" title={t('myProfile.sections.story')}>
      <ProfileField
        field="about"
        error={errors.about}
        help={t('myProfile.aboutCount', { length: draft.about.length, max: ABOUT_MAX_LENGTH })}
      >
        {(control) => (
          <textarea
            {...control}
            className={`form-control${invalid(errors.about)}`}
            rows={5}
            maxLength={ABOUT_MAX_LENGTH}
            placeholder={t('myProfile.aboutPlaceholder')}
            value={draft.about}
            onChange={(event) => onChange({ about: event.target.value })}
          />
        )}
      </ProfileField>
      <InterestsPicker
        selected={draft.interests}
        error={errors.interests}
        onChange={(interests) => onChange({ interests })}
      />
    </ProfileSection>
  );
}
