import { z } from 'zod';
import { CONTACT_DETAIL_POLICIES } from '../contact-screening';

export const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none'] as const;
export const LOGGED_OUT_SEARCH_MODES = ['all', 'none'] as const;

export const ZMinimumMessageCost = z.object({
  costs: z.number().int().min(0),
  currency: z.string().length(3),
});

/** The public settings of a site, as `GET /api/settings.php` answers them. Never a secret. */
export const ZSettings = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string().nullable(),
  languages: z.array(z.string()),
  cdn_prefix: z.string(),
  index_title: z.string(),
  description: z.string(),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.enum(LOGGED_OUT_SEARCH_MODES),
  logged_out_search_trafficsource: z.enum(LOGGED_OUT_SEARCH_MODES),
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string(),
  minimum_message_costs: z.record(z.string(), ZMinimumMessageCost),
  currency: z.string().length(3),
  support_phone: z.string(),
  support_email: z.string(),
  push_public_key: z.string().nullable(),
  enable_site_entry_popup: z.boolean(),
  entry_warning_countries: z.array(z.string()),
  us_footer: z.boolean(),
  fictional_icon: z.string(),
  fictional_warning: z.string().nullable(),
  fictional_warning_singular: z.string().nullable(),
  fictional_warning_plural: z.string().nullable(),
  countries: z.array(z.string()),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  message_length: z.number().int(),
  search_fields: z.array(z.string()),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  min_age: z.number().int(),
  free_visible_photos: z.number().int(),
  photo_approval: z.boolean(),
  /** What happens to contact details in messages and profile texts (the composer warns before sending). */
  contact_details: z.enum(CONTACT_DETAIL_POLICIES),
});
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsResponse = z.object({ settings: ZSettings });

export const ZSettingsQuery = z.object({
  _force_domain: z.string().max(253).optional(),
  page: z.string().max(200).optional(),
});

export const ZCompanyInfo = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;
export const ZCompanyInfoResponse = z.object({ company: ZCompanyInfo });
