import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPLICIT_PHOTO_POLICIES,
  LANGUAGE_NAMES,
  PREMIUM_MEMBER_PHOTO_LIMIT,
  PROFILE_VISIBLE_FIELDS,
  SITE_SEARCH_FIELDS,
  isLanguage,
} from '@app/shared';
import { FormSection } from './fields';
import { FormChecklistField, FormNumberField, FormSelectField, FormSwitchField, FormTextField } from './form-fields';
import { LanguageSetErrors } from './language-set-errors';
import type { TSiteSectionProps } from './site-section-props';

/** What members see of each other's profiles, which search filters exist, photo rules. */
export function ProfileSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const common = useTranslation().t;
  return (
    <FormSection title={t('site.sections.profiles')}>
      <FormChecklistField
        label={t('site.fields.visibleProfileFields')}
        form={form}
        name="visible_profile_fields"
        options={PROFILE_VISIBLE_FIELDS.map((field) => ({
          value: field,
          label: common(`profileOptions.fields.${field}`),
        }))}
      />
      <FormSwitchField
        label={t('site.fields.visibleProfileNotes')}
        hint={t('site.hints.visibleProfileNotes')}
        form={form}
        name="visible_profile_notes"
      />
      <FormChecklistField
        label={t('site.fields.searchFields')}
        form={form}
        name="search_fields"
        options={SITE_SEARCH_FIELDS.map((field) => ({ value: field, label: t(`site.searchFields.${field}`) }))}
      />
      <FormNumberField
        label={t('site.fields.freeVisiblePhotos')}
        hint={t('site.hints.freeVisiblePhotos', { max: PREMIUM_MEMBER_PHOTO_LIMIT })}
        min={0}
        max={PREMIUM_MEMBER_PHOTO_LIMIT}
        form={form}
        name="free_visible_photos"
      />
      <FormSwitchField
        label={t('site.fields.photoApproval')}
        hint={t('site.hints.photoApproval')}
        form={form}
        name="photo_approval"
      />
      <FormSelectField
        label={t('site.fields.explicitPhotos')}
        hint={t('site.hints.explicitPhotos')}
        form={form}
        name="explicit_photos"
        options={EXPLICIT_PHOTO_POLICIES.map((choice) => ({
          value: choice,
          label: t(`site.explicitPhotoPolicies.${choice}`),
        }))}
      />
    </FormSection>
  );
}

type TLocalizedKey = 'fictional_warning' | 'fictional_warning_singular' | 'fictional_warning_plural';
const LOCALIZED: Array<[TLocalizedKey, 'warning' | 'singular' | 'plural']> = [
  ['fictional_warning', 'warning'],
  ['fictional_warning_singular', 'singular'],
  ['fictional_warning_plural', 'plural'],
];

/** How fictional profiles are marked: the icon and the disclosure texts per site language. */
export function FictionalSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const languages = form.watch('languages');
  // A language just added to the site gets empty texts, so its inputs hold '' rather than nothing.
  useEffect(() => {
    for (const language of languages)
      for (const [key] of LOCALIZED)
        if (form.getValues(`${key}.${language}`) === undefined) form.setValue(`${key}.${language}`, '');
  }, [form, languages]);
  return (
    <FormSection title={t('site.sections.fictional')} lead={t('site.sections.fictionalLead')}>
      <FormTextField
        className="col-6 col-md-3"
        label={t('site.fields.fictionalIcon')}
        form={form}
        name="fictional_icon"
      />
      <LanguageSetErrors form={form} keys={LOCALIZED.map(([key]) => key)} />
      {languages.map((language) => (
        <fieldset key={language} className="col-12">
          <legend className="fs-6 fw-semibold">{isLanguage(language) ? LANGUAGE_NAMES[language] : language}</legend>
          <div className="row g-2">
            {LOCALIZED.map(([key, label]) => (
              <FormTextField
                key={key}
                className="col-12 col-lg-4"
                label={t(`site.fields.fictionalTexts.${label}`)}
                form={form}
                name={`${key}.${language}`}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </FormSection>
  );
}
