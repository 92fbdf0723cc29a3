import { z } from 'zod';
import { PROFILE_STATUSES, ZAdminFictionalUpdate, type TAdminFictionalProfile } from '@app/shared';
import { changedValues } from './form-values';

const rule = ZAdminFictionalUpdate.shape;
/** A choice with "not said" (an empty option): null, as the profile stores it. */
const notSaid = <T extends z.ZodType<unknown, string | null>>(field: T) =>
  z
    .string()
    .transform((value) => value || null)
    .pipe(field);
/** A choice held as the select's text, checked by the field's own rule. */
const choice = <T extends z.ZodType<unknown, string>>(field: T) => z.string().pipe(field);

/**
 * A fictional profile as its form holds it, checked with the member profile's rules of POST/PUT
 * /api/admin/fictional.php (the server also checks the age, the site's countries, the region).
 */
export const ZFictionalDraft = z.object({
  name: rule.name.unwrap(),
  date_of_birth: rule.date_of_birth.unwrap(),
  gender: choice(rule.gender.unwrap()),
  sexuality: choice(rule.sexuality.unwrap()),
  seeking: choice(rule.seeking.unwrap()),
  country: choice(rule.country.unwrap()),
  region: notSaid(rule.region.unwrap()),
  city: rule.city.unwrap(),
  about: rule.about.unwrap(),
  interests: z.array(z.string()).pipe(rule.interests.unwrap()),
  hair_color: notSaid(rule.hair_color.unwrap()),
  eye_color: notSaid(rule.eye_color.unwrap()),
  body_type: notSaid(rule.body_type.unwrap()),
  relationship_status: notSaid(rule.relationship_status.unwrap()),
  status: choice(z.enum(PROFILE_STATUSES)),
});
export type TFictionalDraft = z.input<typeof ZFictionalDraft>;
export type TFictionalValues = z.output<typeof ZFictionalDraft>;

export const EMPTY_FICTIONAL: TFictionalDraft = {
  name: '',
  date_of_birth: '',
  gender: 'female',
  sexuality: 'hetero',
  seeking: 'male',
  country: '',
  region: '',
  city: '',
  about: '',
  interests: [],
  hair_color: '',
  eye_color: '',
  body_type: '',
  relationship_status: '',
  status: 'active',
};

/** A stored profile as the form starts it: "not said" is the empty option. */
export function draftOfFictional(profile: TAdminFictionalProfile): TFictionalDraft {
  const { name, date_of_birth, gender, sexuality, seeking, country, region, city, about, interests } = profile;
  const { hair_color, eye_color, body_type, relationship_status, status } = profile;
  return {
    name,
    date_of_birth,
    gender,
    sexuality,
    seeking,
    country,
    region: region ?? '',
    city,
    about,
    interests,
    hair_color: hair_color ?? '',
    eye_color: eye_color ?? '',
    body_type: body_type ?? '',
    relationship_status: relationship_status ?? '',
    status,
  };
}

/** The checked fields whose inputs differ from the saved ones: all a PUT sends. */
export function fictionalChanges(
  saved: TFictionalDraft,
  draft: TFictionalDraft,
  values: TFictionalValues,
): Partial<TFictionalValues> {
  const changed = new Set(Object.keys(changedValues(saved, draft)));
  return Object.fromEntries(Object.entries(values).filter(([key]) => changed.has(key)));
}
