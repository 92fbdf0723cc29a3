import { z } from 'zod';
import { CONTACT_DETAIL_POLICIES, EXPLICIT_PHOTO_POLICIES } from '../../contact-screening';
import { RISK_REVIEW_THRESHOLD_MIN, RISK_SCORE_MAX } from '../../member-risk';
import { DEFAULT_MIN_AGE, MAX_AGE, PREMIUM_MEMBER_PHOTO_LIMIT } from '../../constants';
import { COUNTRIES, isLanguage, LANGUAGES } from '../../locales';
import { ZRowId } from '../ids';
import { PROFILE_VISIBLE_FIELDS } from '../profiles';
import { LOGGED_OUT_SEARCH_MODES, SIGNUP_MODES, ZSettings } from '../settings';
import {
  ZAdminCountry,
  ZAdminCurrency,
  ZAdminDomain,
  ZAdminEmailOrEmpty,
  ZAdminPhone,
  ZStringList,
  uniqueList,
} from './fields';

/** What `search_fields` may name: the filters of the member search. */
export const SITE_SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'age'] as const;
const localizedText = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(max));
const ZAdminLocalizedText = localizedText(500);

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
  /** The index page's title and description per language; a language left out reads the catalogue's. */
  index_title: localizedText(200),
  description: localizedText(1000),
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
  contact_details: z.enum(CONTACT_DETAIL_POLICIES),
  risk_review_threshold: z.number().int().min(RISK_REVIEW_THRESHOLD_MIN).max(RISK_SCORE_MAX),
  explicit_photos: z.enum(EXPLICIT_PHOTO_POLICIES),
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

/** A site's settings as stored. */
/**
 * A site as the console edits it: every setting members receive (`ZSettings`, one list of fields for both),
 * the index texts and fictional warnings in every language instead of the visitor's one, and the console's own facts.
 */
export const ZAdminSite = ZSettings.omit({
  geoip_country: true,
  geoip_selected_country: true,
  push_public_key: true,
  index_title: true,
  description: true,
  fictional_warning: true,
  fictional_warning_singular: true,
  fictional_warning_plural: true,
}).extend({
  id: z.number().int(),
  is_default: z.boolean(),
  domains: ZStringList,
  default_country: z.string(),
  index_title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  fictional_warning: z.record(z.string(), z.string()),
  fictional_warning_singular: z.record(z.string(), z.string()),
  fictional_warning_plural: z.record(z.string(), z.string()),
  /** Members whose risk score reaches it wait in the review queue (not a member setting). */
  risk_review_threshold: z.number().int(),
  /** What the photo screening does with an explicit photo (not a member setting). */
  explicit_photos: z.enum(EXPLICIT_PHOTO_POLICIES),
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
