import { z } from 'zod';
import { ZRowId } from './ids';
import { ZMemberCard } from './members';
import { DEFAULT_MIN_AGE, MAX_AGE, PACKAGE_STYLES, PAYMENT_METHODS, PREMIUM_MEMBER_PHOTO_LIMIT } from '../constants';
import { COUNTRIES, isLanguage, LANGUAGES } from '../locales';
import { PHOTO_STATUSES, PROFILE_STATUSES } from '../profile-options';
import { PROFILE_VISIBLE_FIELDS, ZProfileBody } from './profiles';
import { LOGGED_OUT_SEARCH_MODES, SIGNUP_MODES } from './settings';

/** The operations console's shapes (calls under /api/admin/). */

export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'support'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export const ZAdminComplaintRow = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  resolution: z.string().nullable(),
  created_at: z.string(),
  site_name: z.string(),
  reporter_profile_id: z.number().int().nullable(),
  reporter_name: z.string().nullable(),
  reported_profile_id: z.number().int().nullable(),
  reported_name: z.string().nullable(),
  reported_user_id: z.number().int().nullable(),
  reported_email: z.string().nullable(),
  reported_banned: z.boolean(),
});
export type TAdminComplaintRow = z.infer<typeof ZAdminComplaintRow>;

export const ZAdminComplaintDetail = z.object({
  /** The address prefix of the complaint's site, for its photos. */
  cdn_prefix: z.string(),
  complaint: z.object({
    id: z.number().int(),
    reason: z.string(),
    text: z.string(),
    status: z.enum(['open', 'dismissed', 'actioned']),
    resolution: z.string().nullable(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  }),
  reported: ZMemberCard.extend({
    user_id: z.number().int(),
    email: z.string(),
    about: z.string(),
    banned: z.boolean(),
  }).nullable(),
  photos: z.array(
    // url: the full size, as it is (a signed address that works for a few minutes unless it is the main photo).
    z.object({ id: z.number().int(), url: z.string(), thumb_filename: z.string(), status: z.string() }),
  ),
  excerpt: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int(),
      kind: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TAdminComplaintDetail = z.infer<typeof ZAdminComplaintDetail>;

export const ZAdminPendingPhoto = z.object({
  id: z.number().int(),
  /** The full size, as it is: a signed address that works for a few minutes, unless it is the main photo. */
  url: z.string(),
  thumb_filename: z.string(),
  created_at: z.string(),
  profile_id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  site_name: z.string(),
  cdn_prefix: z.string(),
});
export const ZAdminPendingText = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  profile_id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  site_name: z.string(),
});

/** Member support: search results and a member's dossier (shapes kept open: the console shows what it gets). */
export const ZAdminMemberRow = z.looseObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  site_name: z.string(),
  profile_id: z.number().int(),
  fictional: z.boolean(),
  credits: z.number().int(),
  paid_user: z.boolean(),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;
const ZRecord = z.record(z.string(), z.unknown());
export const ZAdminDossier = z.object({
  member: z.looseObject({ id: z.number().int(), email: z.string(), name: z.string(), site_name: z.string() }),
  notifications: z.array(z.object({ type: z.string(), enabled: z.boolean(), reason: z.string().nullable() })),
  photos: z.array(ZRecord),
  ledger: z.array(ZRecord),
  orders: z.array(z.looseObject({ id: z.number().int(), refundable: z.boolean() })),
  sessions: z.array(ZRecord),
  complaints: z.array(ZRecord),
  warnings: z.array(ZRecord),
});
export type TAdminDossier = z.infer<typeof ZAdminDossier>;

/* ---- Sites, company info, prices, gifts, discount codes, fictional profiles, staff, audit log ---- */

/** An optional query parameter: an empty one (`?staff=`) counts as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'listed twice');
const ZAdminCountry = z.enum(COUNTRIES);
const KNOWN_CURRENCIES: ReadonlySet<string> | null =
  typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
export const ZAdminCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'three capital letters, like EUR')
  .refine((code) => !KNOWN_CURRENCIES || KNOWN_CURRENCIES.has(code), 'not a currency');
const ZAdminPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+\d\s\-()./]*$/, 'digits, spaces, +, - and brackets only');
const ZAdminEmailOrEmpty = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'not an e-mail address');

/** Host names without scheme or port (`www.` is dropped: the site resolver ignores it). */
export const ZAdminDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'not a domain name',
  )
  .transform((domain) => domain.replace(/^www\./, ''));
/** What `search_fields` may name: the filters of the member search. */
export const SITE_SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'age'] as const;
const ZAdminLocalizedText = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(500));

/** Every setting of a site (spec point 3) as staff edit it, with the ranges the table allows. */
const siteSettingFields = {
  name: z.string().trim().min(1).max(100),
  domain: ZAdminDomain,
  /** Further domains answering with this site. */
  domains: uniqueList(ZAdminDomain, 20),
  domain_language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'like nl or nl-NL')
    .refine((value) => isLanguage(value.slice(0, 2)), 'not an interface language')
    .nullable(),
  languages: uniqueList(z.enum(LANGUAGES), LANGUAGES.length).min(1),
  cdn_prefix: z
    .string()
    .trim()
    .max(300)
    .regex(/^(\/|https:\/\/)[^\s"'<>]*\/$/, 'a path like /media/ or an https:// address, ending in /'),
  index_title: z.string().trim().max(200),
  description: z.string().trim().max(1000),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.enum(LOGGED_OUT_SEARCH_MODES),
  logged_out_search_trafficsource: z.enum(LOGGED_OUT_SEARCH_MODES),
  countries: uniqueList(ZAdminCountry, COUNTRIES.length).min(1),
  default_country: ZAdminCountry,
  currency: ZAdminCurrency,
  minimum_message_costs: z.partialRecord(
    ZAdminCountry,
    z.object({ costs: z.number().int().min(0).max(1000), currency: ZAdminCurrency }),
  ),
  support_phone: ZAdminPhone,
  support_email: ZAdminEmailOrEmpty,
  enable_site_entry_popup: z.boolean(),
  entry_warning_countries: uniqueList(ZAdminCountry, COUNTRIES.length),
  us_footer: z.boolean(),
  fictional_icon: z.string().trim().max(10),
  fictional_warning: ZAdminLocalizedText,
  fictional_warning_singular: ZAdminLocalizedText,
  fictional_warning_plural: ZAdminLocalizedText,
  visible_profile_fields: uniqueList(z.enum(PROFILE_VISIBLE_FIELDS), PROFILE_VISIBLE_FIELDS.length),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int().min(0).max(1000),
  photo_credits: z.number().int().min(0).max(1000),
  gift_credits: z.number().int().min(0).max(1000),
  signup_credits: z.number().int().min(0).max(10_000),
  message_length: z.number().int().min(1).max(10_000),
  search_fields: uniqueList(z.enum(SITE_SEARCH_FIELDS), SITE_SEARCH_FIELDS.length),
  refund_days: z.number().int().min(0).max(365),
  member_resell: z.boolean(),
  company_id: ZRowId,
  mail_name: z.string().trim().max(100),
  min_age: z.number().int().min(DEFAULT_MIN_AGE).max(MAX_AGE),
  free_visible_photos: z.number().int().min(0).max(PREMIUM_MEMBER_PHOTO_LIMIT),
  photo_approval: z.boolean(),
};
const ZAdminSiteSettings = z.object(siteSettingFields);
/** PUT /api/admin/site.php: `id` and any settings to change. */
export const ZAdminSiteUpdate = ZAdminSiteSettings.partial().extend({ id: ZRowId });
export type TAdminSiteUpdate = z.infer<typeof ZAdminSiteUpdate>;
/** POST /api/admin/site.php: a new (never the default) site of a company; other settings start at their defaults. */
export const ZAdminSiteCreate = ZAdminSiteSettings.partial().required({
  name: true,
  domain: true,
  company_id: true,
  languages: true,
  countries: true,
  default_country: true,
  currency: true,
});
export type TAdminSiteCreate = z.infer<typeof ZAdminSiteCreate>;

const ZStringList = z.array(z.string());
/** A site's settings as stored. */
export const ZAdminSite = z.object({
  id: z.number().int(),
  is_default: z.boolean(),
  name: z.string(),
  domain: z.string(),
  domains: ZStringList,
  domain_language: z.string().nullable(),
  languages: ZStringList,
  cdn_prefix: z.string(),
  index_title: z.string(),
  description: z.string(),
  niche: z.number().int(),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.enum(LOGGED_OUT_SEARCH_MODES),
  logged_out_search_trafficsource: z.enum(LOGGED_OUT_SEARCH_MODES),
  countries: ZStringList,
  default_country: z.string(),
  currency: z.string(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  support_phone: z.string(),
  support_email: z.string(),
  enable_site_entry_popup: z.boolean(),
  entry_warning_countries: ZStringList,
  us_footer: z.boolean(),
  fictional_icon: z.string(),
  fictional_warning: z.record(z.string(), z.string()),
  fictional_warning_singular: z.record(z.string(), z.string()),
  fictional_warning_plural: z.record(z.string(), z.string()),
  visible_profile_fields: ZStringList,
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  message_length: z.number().int(),
  search_fields: ZStringList,
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  min_age: z.number().int(),
  free_visible_photos: z.number().int(),
  photo_approval: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminSite = z.infer<typeof ZAdminSite>;
export const ZAdminSiteRow = ZAdminSite.pick({
  id: true,
  is_default: true,
  name: true,
  domain: true,
  domains: true,
  niche: true,
  languages: true,
  countries: true,
  currency: true,
  company_id: true,
}).extend({ company_name: z.string() });
export type TAdminSiteRow = z.infer<typeof ZAdminSiteRow>;

/** Company info (spec point 3): who runs the sites, shown in the footer, terms and receipts. */
const companyFields = {
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().max(300),
  kvk: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\w .-]*$/, 'letters, digits, spaces, dots and dashes only'),
  city: z.string().trim().max(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code, like NL'),
  tradenames: uniqueList(z.string().trim().min(1).max(100), 20),
  vat_numbers: uniqueList(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'a VAT number like NL123456789B01'),
    10,
  ),
  support_phone: ZAdminPhone,
  delete_discount: z.number().int().min(0).max(100),
};
export const ZAdminCompanyUpdate = z.object(companyFields).partial().extend({ id: ZRowId });
export const ZAdminCompanyCreate = z.object(companyFields).partial().required({ name: true });
export const ZAdminCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: ZStringList,
  vat_numbers: ZStringList,
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TAdminCompany = z.infer<typeof ZAdminCompany>;

/** Credit packages and their prices per currency. */
const packageFields = {
  credits: z.number().int().min(1).max(100_000),
  price_cents: z.number().int().min(1).max(10_000_000),
  style: z.enum(PACKAGE_STYLES),
  best_value: z.boolean(),
  position: z.number().int().min(0).max(1000),
};
export const ZAdminPackageCreate = z.object({
  site: ZRowId,
  currency: ZAdminCurrency,
  ...packageFields,
  best_value: packageFields.best_value.default(false),
  position: packageFields.position.default(0),
});
/** PUT: anything but the site and currency (orders refer to the package); `active: true` brings one back. */
export const ZAdminPackageUpdate = z
  .object(packageFields)
  .partial()
  .extend({ id: ZRowId, active: z.boolean().optional() });
export const ZAdminPackage = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  style: z.enum(PACKAGE_STYLES),
  best_value: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type TAdminPackage = z.infer<typeof ZAdminPackage>;

/** Gifts: a key, a name per language (English required), a price (null: the site's gift_credits) and a picture. */
export const GIFT_KEY_PATTERN = /^[a-z_]{2,30}$/;
export const GIFT_PICTURE_MAX_BYTES = 1024 * 1024;
export const ZAdminGiftNames = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(40))
  .refine((names) => Boolean(names.en), { message: 'an English name is required', path: ['en'] });
const giftFields = {
  names: ZAdminGiftNames,
  credits: z.number().int().min(0).max(10_000).nullable(),
  position: z.number().int().min(0).max(1000),
};
/** POST /api/admin/gifts.php is multipart: these fields (names as JSON) and the file `picture`. */
export const ZAdminGiftCreate = z.object({
  key: z.string().regex(GIFT_KEY_PATTERN, '2 to 30 small letters or _'),
  ...giftFields,
  credits: giftFields.credits.default(null),
  position: giftFields.position.default(0),
});
export const ZAdminGiftUpdate = z
  .object(giftFields)
  .partial()
  .extend({ key: z.string().max(30), active: z.boolean().optional() });
export const ZAdminGift = z.object({
  key: z.string(),
  names: z.record(z.string(), z.string()),
  image: z.string(),
  credits: z.number().int().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type TAdminGift = z.infer<typeof ZAdminGift>;

/** Discount codes (spec point 3 "Discount code"). */
export const DISCOUNT_VALIDITIES = ['once', 'once_per_user', 'unlimited'] as const;
export const DISCOUNT_STATUSES = ['active', 'disabled'] as const;
const discountFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, '3 to 40 letters, digits, - or _'),
  /** null: every site. */
  site_id: ZRowId.nullable(),
  country: ZAdminCountry.nullable(),
  user_id: ZRowId.nullable(),
  value_percentage: z.number().int().min(1).max(90),
  currency: ZAdminCurrency.nullable(),
  minimum_order_cents: z.number().int().min(0).max(10_000_000),
  /** null: every method. */
  paymentmethods: uniqueList(z.enum(PAYMENT_METHODS), PAYMENT_METHODS.length).min(1).nullable(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** A welcome offer: valid this long after each member's signup. */
  signup_window_seconds: z
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .nullable(),
  unpaid_only: z.boolean(),
};
export const ZAdminDiscountCreate = z.object({
  ...discountFields,
  country: discountFields.country.default(null),
  user_id: discountFields.user_id.default(null),
  currency: discountFields.currency.default(null),
  minimum_order_cents: discountFields.minimum_order_cents.default(0),
  paymentmethods: discountFields.paymentmethods.default(null),
  validity: discountFields.validity.default('once_per_user'),
  status: discountFields.status.default('active'),
  expires_at: discountFields.expires_at.default(null),
  signup_window_seconds: discountFields.signup_window_seconds.default(null),
  unpaid_only: discountFields.unpaid_only.default(false),
});
export type TAdminDiscountCreate = z.infer<typeof ZAdminDiscountCreate>;
export const ZAdminDiscountUpdate = z.object(discountFields).partial().extend({ id: ZRowId });
export type TAdminDiscountUpdate = z.infer<typeof ZAdminDiscountUpdate>;
export const ZAdminDiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  site_id: z.number().int().nullable(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  value_percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_cents: z.number().int(),
  paymentmethods: ZStringList.nullable(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  expires_at: z.string().nullable(),
  signup_window_seconds: z.number().int().nullable(),
  unpaid_only: z.boolean(),
  created_at: z.string(),
  redemptions: z.number().int(),
});
export type TAdminDiscountCode = z.infer<typeof ZAdminDiscountCode>;

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

/** The audit log, newest first, filtered by staff member, action and target. */
export const AUDIT_PAGE_SIZE = 50;
export const ZAdminAuditQuery = z.object({
  page: optionalParam(z.coerce.number().int().min(1).max(10_000)),
  staff: optionalParam(ZRowId),
  action: optionalParam(z.string().trim().max(100)),
  target_type: optionalParam(z.string().trim().max(50)),
  target_id: optionalParam(z.string().trim().max(100)),
  /** From and to days (inclusive, UTC). */
  from: optionalParam(z.iso.date()),
  to: optionalParam(z.iso.date()),
});
export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;
