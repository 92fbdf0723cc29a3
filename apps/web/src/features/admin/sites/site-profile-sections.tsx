import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  PREMIUM_MEMBER_PHOTO_LIMIT,
  PROFILE_VISIBLE_FIELDS,
  SITE_SEARCH_FIELDS,
  isLanguage,
} from '@app/shared';
import { ChecklistField, FormSection, NumberField, SwitchField, TextField } from './fields';
import { errorsFor } from './form-values';
import type { TSiteSectionProps } from './site-section-props';

/** What members see of each other's profiles, which search filters exist, photo rules. */
export function ProfileSection({ draft, set, fields }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const common = useTranslation().t;
  return (
    <FormSection title={t('site.sections.profiles')}>
      <ChecklistField
        label={t('site.fields.visibleProfileFields')}
        value={draft.visible_profile_fields}
        onChange={(value) => set('visible_profile_fields', value)}
        options={PROFILE_VISIBLE_FIELDS.map((field) => ({
          value: field,
          label: common(`profileOptions.fields.${field}`),
        }))}
        errors={errorsFor(fields, 'visible_profile_fields')}
      />
      <SwitchField
        label={t('site.fields.visibleProfileNotes')}
        hint={t('site.hints.visibleProfileNotes')}
        checked={draft.visible_profile_notes}
        onChange={(value) => set('visible_profile_notes', value)}
        errors={errorsFor(fields, 'visible_profile_notes')}
      />
      <ChecklistField
        label={t('site.fields.searchFields')}
        value={draft.search_fields}
        onChange={(value) => set('search_fields', value)}
        options={SITE_SEARCH_FIELDS.map((field) => ({ value: field, label: t(`site.searchFields.${field}`) }))}
        errors={errorsFor(fields, 'search_fields')}
      />
      <NumberField
        label={t('site.fields.freeVisiblePhotos')}
        hint={t('site.hints.freeVisiblePhotos', { max: PREMIUM_MEMBER_PHOTO_LIMIT })}
        min={0}
        max={PREMIUM_MEMBER_PHOTO_LIMIT}
        value={draft.free_visible_photos}
        onChange={(value) => set('free_visible_photos', value)}
        errors={errorsFor(fields, 'free_visible_photos')}
      />
      <SwitchField
        label={t('site.fields.photoApproval')}
        hint={t('site.hints.photoApproval')}
        checked={draft.photo_approval}
        onChange={(value) => set('photo_approval', value)}
        errors={errorsFor(fields, 'photo_approval')}
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
export function FictionalSection({ draft, set, fields }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const write = (key: TLocalizedKey, language: string, text: string) => {
    const next = { ...draft[key] };
    if (text === '') delete next[language];
    else next[language] = text;
    set(key, next);
  };
  return (
    <FormSection title={t('site.sections.fictional')} lead={t('site.sections.fictionalLead')}>
      <TextField
        className="col-6 col-md-3"
        label={t('site.fields.fictionalIcon')}
        value={draft.fictional_icon}
        onChange={(value) => set('fictional_icon', value)}
        errors={errorsFor(fields, 'fictional_icon')}
      />
      {draft.languages.map((language) => (
        <fieldset key={language} className="col-12">
          <legend className="fs-6 fw-semibold">{isLanguage(language) ? LANGUAGE_NAMES[language] : language}</legend>
          <div className="row g-2">
            {LOCALIZED.map(([key, label]) => (
              <TextField
                key={key}
                className="col-12 col-lg-4"
                label={t(`site.fields.fictionalTexts.${label}`)}
                value={draft[key][language] ?? ''}
                onChange={(value) => write(key, language, value)}
                errors={errorsFor(fields, `${key}.${language}`)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </FormSection>
  );
}
