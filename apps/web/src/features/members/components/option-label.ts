import type { TFunction } from 'i18next';
import type { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES, TGender, TSexuality } from '@app/shared';

/** The profile fields with a fixed set of values, and those values. */
export interface TProfileOptionValues {
  gender: TGender;
  seeking: TGender;
  sexuality: TSexuality;
  hair_color: (typeof HAIR_COLORS)[number];
  eye_color: (typeof EYE_COLORS)[number];
  body_type: (typeof BODY_TYPES)[number];
  relationship_status: (typeof RELATIONSHIP_STATUSES)[number];
}
export type TProfileOptionField = keyof TProfileOptionValues;

/**
 * The translated label of one value of a profile option. A switch per field keeps each key checked
 * against the English catalogue, which a template over all fields at once would not.
 */
export function optionLabel<F extends TProfileOptionField>(
  t: TFunction,
  field: F,
  value: TProfileOptionValues[F],
): string {
  switch (field) {
    case 'gender':
      return t(`profileOptions.gender.${value as TProfileOptionValues['gender']}`);
    case 'seeking':
      return t(`profileOptions.seeking.${value as TProfileOptionValues['seeking']}`);
    case 'sexuality':
      return t(`profileOptions.sexuality.${value as TProfileOptionValues['sexuality']}`);
    case 'hair_color':
      return t(`profileOptions.hair_color.${value as TProfileOptionValues['hair_color']}`);
    case 'eye_color':
      return t(`profileOptions.eye_color.${value as TProfileOptionValues['eye_color']}`);
    case 'body_type':
      return t(`profileOptions.body_type.${value as TProfileOptionValues['body_type']}`);
    default:
      return t(`profileOptions.relationship_status.${value as TProfileOptionValues['relationship_status']}`);
  }
}
