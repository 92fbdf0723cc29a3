import type { ColumnType, Generated } from 'kysely';
import type { TContactDetailPolicy, TExplicitPhotoPolicy } from '@app/shared';

type Json<T> = ColumnType<T, string | undefined, string>;
type LocalizedText = Record<string, string>;

export interface SitesTable {
  id: Generated<number>;
  name: string;
  domain: string;
  is_default: Generated<boolean>;
  company_id: number;
  domain_language: string | null;
  languages: Json<string[]>;
  cdn_prefix: Generated<string>;
  /** The index page's title and description per language; a language without one reads the catalogue's. */
  index_title: Json<LocalizedText>;
  description: Json<LocalizedText>;
  niche: Generated<number>;
  signups: Generated<'all' | 'with_trafficsource' | 'none'>;
  logged_out_search: Generated<'all' | 'none'>;
  logged_out_search_trafficsource: Generated<'all' | 'none'>;
  countries: Json<string[]>;
  default_country: Generated<string>;
  currency: Generated<string>;
  minimum_message_costs: Json<Record<string, { costs: number; currency: string }>>;
  support_phone: Generated<string>;
  support_email: Generated<string>;
  enable_site_entry_popup: Generated<boolean>;
  entry_warning_countries: Json<string[]>;
  us_footer: Generated<boolean>;
  fictional_icon: Generated<string>;
  fictional_warning: Json<LocalizedText>;
  fictional_warning_singular: Json<LocalizedText>;
  fictional_warning_plural: Json<LocalizedText>;
  visible_profile_fields: Json<string[]>;
  visible_profile_notes: Generated<boolean>;
  message_credits: Generated<number>;
  photo_credits: Generated<number>;
  gift_credits: Generated<number>;
  signup_credits: Generated<number>;
  message_length: Generated<number>;
  search_fields: Json<string[]>;
  refund_days: Generated<number>;
  member_resell: Generated<boolean>;
  mail_name: Generated<string>;
  min_age: Generated<number>;
  free_visible_photos: Generated<number>;
  photo_approval: Generated<boolean>;
  contact_details: Generated<TContactDetailPolicy>;
  risk_review_threshold: Generated<number>;
  explicit_photos: Generated<TExplicitPhotoPolicy>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SiteDomainsTable {
  domain: string;
  site_id: number;
}
