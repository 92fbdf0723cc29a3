import type { TProfileField, TProfileVisibleField, TSettings } from '@app/shared';

/** Who sees a field of the own profile: everyone, only the member, or others see only the age it gives. */
export type TFieldVisibility = 'public' | 'private' | 'age';

/** Fields whose visibility the site chooses (setting `visible_profile_fields`). */
const SITE_CHOSEN: Partial<Record<TProfileField, TProfileVisibleField>> = {
  sexuality: 'sexuality',
  region: 'region',
  hair_color: 'hair_color',
  eye_color: 'eye_color',
  body_type: 'body_type',
  relationship_status: 'relationship_status',
  interests: 'interests',
};

/**
 * Mirrors what GET /api/member.php gives other members: the card (name, age, city, country) and the
 * gender always, the about text when `visible_profile_notes` is on, the rest by `visible_profile_fields`.
 * What the member is looking for is never shown, and the date of birth only as an age.
 */
export function fieldVisibility(
  field: TProfileField,
  settings: Pick<TSettings, 'visible_profile_fields' | 'visible_profile_notes'>,
): TFieldVisibility {
  if (field === 'date_of_birth') return 'age';
  if (field === 'seeking') return 'private';
  if (field === 'about') return settings.visible_profile_notes ? 'public' : 'private';
  const chosen = SITE_CHOSEN[field];
  if (!chosen) return 'public';
  return settings.visible_profile_fields.includes(chosen) ? 'public' : 'private';
}
