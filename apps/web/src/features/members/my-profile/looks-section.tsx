import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES } from '@app/shared';
import { invalid, ProfileField, ProfileSection, type TSectionProps } from './profile-field';
import type { TProfileDraft } from './profile-form-rules';

const CHOICE_FIELDS = ['hair_color', 'eye_color', 'body_type', 'relationship_status'] as const;
type TChoiceField = (typeof CHOICE_FIELDS)[number];
// @NOTE i18next's plain TFunction: the hook's own `t` type hits TypeScript's instantiation depth limit here
// (TS2589) once the catalogue grows past about 750 keys.
type TTranslate = TFunction;

/** Each field's values with their labels; one case per field keeps every catalogue key checked. */
function choicesOf(field: TChoiceField, t: TTranslate): { value: string; label: string }[] {
  switch (field) {
    case 'hair_color':
      return HAIR_COLORS.map((value) => ({ value, label: t(`profileOptions.hair_color.${value}`) }));
    case 'eye_color':
      return EYE_COLORS.map((value) => ({ value, label: t(`profileOptions.eye_color.${value}`) }));
    case 'body_type':
      return BODY_TYPES.map((value) => ({ value, label: t(`profileOptions.body_type.${value}`) }));
    case 'relationship_status':
      return RELATIONSHIP_STATUSES.map((value) => ({ value, label: t(`profileOptions.relationship_status.${value}`) }));
  }
}

/** Hair and eye colour, body type, relationship status: optional, "not specified" clears one. */
export function LooksSection({ draft, errors, onChange }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <ProfileSection id="profile-looks" title={t('myProfile.sections.looks')}>
      <div className="row gx-3">
        {CHOICE_FIELDS.map((field) => {
          const choices = choicesOf(field, t);
          return (
            <div className="col-sm-6" key={field}>
              <ProfileField field={field} error={errors[field]}>
                {(control) => (
                  <select
                    {...control}
                    className={`form-select${invalid(errors[field])}`}
                    value={draft[field] ?? ''}
                    onChange={(event) => {
                      const value = choices.find((choice) => choice.value === event.target.value)?.value ?? null;
                      // The value is one of this field's own options (or none), so it fits the field.
                      onChange({ [field]: value } as Partial<TProfileDraft>);
                    }}
                  >
                    <option value="">{t('profileOptions.notSaid')}</option>
                    {choices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                )}
              </ProfileField>
            </div>
          );
        })}
      </div>
    </ProfileSection>
  );
}
