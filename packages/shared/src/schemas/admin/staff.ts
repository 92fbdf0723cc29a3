import { z } from 'zod';
import { LANGUAGES } from '../../locales';
import { ZRowId } from '../ids';
import { uniqueList, ZStringList } from './fields';

export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'support'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** Staff accounts. `site_ids` limits an operator to some sites (null: all); other roles have null. */
const staffFields = {
  name: z.string().trim().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  languages: uniqueList(z.enum(LANGUAGES), LANGUAGES.length).min(1),
  site_ids: uniqueList(ZRowId, 100).min(1).nullable(),
};
export const ZAdminStaffCreate = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('not an e-mail address')),
  ...staffFields,
  languages: staffFields.languages.default(['en']),
  site_ids: staffFields.site_ids.default(null),
});
export type TAdminStaffCreate = z.infer<typeof ZAdminStaffCreate>;
export const ZAdminStaffUpdate = z.object(staffFields).partial().extend({ id: ZRowId });
export type TAdminStaffUpdate = z.infer<typeof ZAdminStaffUpdate>;
export const ZAdminStaff = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  languages: ZStringList,
  site_ids: z.array(z.number().int()).nullable(),
  disabled: z.boolean(),
  totp_enabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type TAdminStaff = z.infer<typeof ZAdminStaff>;
