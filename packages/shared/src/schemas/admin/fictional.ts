import { z } from 'zod';
import { PHOTO_STATUSES, PROFILE_STATUSES } from '../../profile-options';
import { ZRowId } from '../ids';
import { ZProfileBody } from '../profiles';
import { optionalParam, ZStringList } from './fields';

/** Fictional profiles: the member profile's fields and rules, always `fictional` (no call changes that). */
export const ZAdminFictionalCreate = ZProfileBody.required({
  name: true,
  date_of_birth: true,
  gender: true,
  sexuality: true,
  seeking: true,
  country: true,
}).extend({ site: ZRowId });
export type TAdminFictionalCreate = z.infer<typeof ZAdminFictionalCreate>;
export const ZAdminFictionalUpdate = ZProfileBody.extend({
  user: ZRowId,
  /** disabled: out of search and lists, like a disabled member. */
  status: z.enum(PROFILE_STATUSES).optional(),
});
export type TAdminFictionalUpdate = z.infer<typeof ZAdminFictionalUpdate>;
export const ZAdminFictionalRow = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  country: z.string(),
  city: z.string(),
  status: z.enum(PROFILE_STATUSES),
  photo_count: z.number().int(),
  thumb_filename: z.string().nullable(),
  fictional: z.literal(true),
});
export type TAdminFictionalRow = z.infer<typeof ZAdminFictionalRow>;
export const ZAdminFictionalProfile = ZAdminFictionalRow.extend({
  date_of_birth: z.string(),
  sexuality: z.string(),
  seeking: z.string(),
  region: z.string().nullable(),
  about: z.string(),
  interests: ZStringList,
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  photos: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      thumb_filename: z.string(),
      status: z.enum(PHOTO_STATUSES),
      main: z.boolean(),
    }),
  ),
});
export type TAdminFictionalProfile = z.infer<typeof ZAdminFictionalProfile>;
export const ZAdminFictionalListQuery = z.object({
  site: ZRowId,
  page: optionalParam(z.coerce.number().int().min(1).max(10_000)),
  q: optionalParam(z.string().trim().max(100)),
});
