import { z } from 'zod';
import { LANGUAGES } from '../../locales';
import { ZRowId } from '../ids';
import { uniqueList, ZStringList } from './fields';

/** Everything staff can do, one permission per action; the server checks each call against the role. */
export const STAFF_ACTIONS = [
  'complaints.view',
  'complaints.resolve',
  'members.view',
  'members.ban',
  'members.warn',
  'members.support',
  'members.export',
  'members.erase',
  'credits.grant',
  'payments.refund',
  'photos.moderate',
  'texts.moderate',
  'contacts.moderate',
  'risk.review',
  'verifications.review',
  'sites.edit',
  'company.edit',
  'packages.edit',
  'gifts.edit',
  'discounts.edit',
  'fictional.edit',
  'inbox.use',
  /** Every operator's figures and who is online on the operator floor (others see only their own). */
  'operators.view',
  'dashboard.view',
  'staff.manage',
  'audit.view',
  'jobs.manage',
  'postbacks.edit',
] as const;
export type TStaffAction = (typeof STAFF_ACTIONS)[number];

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
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
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

/** The staff member of a browser once both factors are done (permissions decide the menu). */
export const ZAdminStaffView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  languages: z.array(z.string()),
  permissions: z.array(z.enum(STAFF_ACTIONS)),
});
export type TAdminStaffView = z.infer<typeof ZAdminStaffView>;
/** POST /api/admin/login.php: the first factor. */
export const ZAdminLogin = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(256) });
export type TAdminLogin = z.infer<typeof ZAdminLogin>;
/** POST /api/admin/second-factor.php and PUT /api/admin/totp-setup.php: an authenticator or recovery code. */
export const ZAdminCode = z.object({ code: z.string().trim().min(6).max(20) });
export type TAdminCode = z.infer<typeof ZAdminCode>;
/** GET /api/admin/me.php, and the answer of each login step. */
export const ZAdminStaffMe = z.object({
  staff: ZAdminStaffView.nullable(),
  /** After the password: 'code' asks the authenticator code, 'setup' sets the app up first. */
  second_factor: z.enum(['code', 'setup']).nullable(),
});
export type TAdminStaffMe = z.infer<typeof ZAdminStaffMe>;
/** POST /api/admin/totp-setup.php: a new authenticator secret to scan. */
export const ZAdminTotpSecret = z.object({ secret: z.string(), otpauth: z.string() });
export type TAdminTotpSecret = z.infer<typeof ZAdminTotpSecret>;
/** PUT /api/admin/totp-setup.php: the recovery codes, shown once. */
export const ZAdminTotpConfirmed = z.object({ recovery_codes: z.array(z.string()), staff: ZAdminStaffView });
export type TAdminTotpConfirmed = z.infer<typeof ZAdminTotpConfirmed>;
