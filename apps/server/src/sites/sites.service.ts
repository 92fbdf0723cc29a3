import type { TCompanyInfo, TLanguage, TSettings } from '@app/shared';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { indexTexts } from './index-texts';
import { findCompany, type TSiteRow } from './sites.queries';

function localized(texts: Record<string, string>, language: TLanguage): string | null {
  return texts[language] ?? texts.en ?? null;
}

/** The country we treat the visitor as being in: their GeoIP country when the site serves it. */
export function selectedCountry(site: TSiteRow, geoipCountry: string | null): string {
  return geoipCountry && site.countries.includes(geoipCountry) ? geoipCountry : site.default_country;
}

/** The public view of a site's settings; everything secret stays out by construction. */
export function buildPublicSettings(
  site: TSiteRow,
  context: { geoipCountry: string | null; language: TLanguage; pushPublicKey: string | null },
): TSettings {
  const index = indexTexts(site, context.language);
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domain_language,
    languages: site.languages,
    cdn_prefix: site.cdn_prefix,
    index_title: index.title,
    description: index.description,
    niche: site.niche,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    geoip_country: context.geoipCountry,
    geoip_selected_country: selectedCountry(site, context.geoipCountry),
    minimum_message_costs: site.minimum_message_costs,
    currency: site.currency,
    support_phone: site.support_phone,
    support_email: site.support_email,
    push_public_key: context.pushPublicKey,
    enable_site_entry_popup: site.enable_site_entry_popup,
    entry_warning_countries: site.entry_warning_countries,
    us_footer: site.us_footer,
    fictional_icon: site.fictional_icon,
    fictional_warning: localized(site.fictional_warning, context.language),
    fictional_warning_singular: localized(site.fictional_warning_singular, context.language),
    fictional_warning_plural: localized(site.fictional_warning_plural, context.language),
    countries: site.countries,
    visible_profile_fields: site.visible_profile_fields,
    visible_profile_notes: site.visible_profile_notes,
    message_credits: site.message_credits,
    photo_credits: site.photo_credits,
    gift_credits: site.gift_credits,
    signup_credits: site.signup_credits,
    message_length: site.message_length,
    search_fields: site.search_fields,
    refund_days: site.refund_days,
    member_resell: site.member_resell,
    company_id: site.company_id,
    mail_name: site.mail_name,
    min_age: site.min_age,
    free_visible_photos: site.free_visible_photos,
    photo_approval: site.photo_approval,
    contact_details: site.contact_details,
  };
}

export async function getCompanyInfo(db: Database, site: TSiteRow): Promise<TCompanyInfo> {
  const company = await findCompany(db, site.company_id);
  if (!company) throw new AppError('not_found');
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vat_numbers,
    support_phone: company.support_phone,
    delete_discount: company.delete_discount,
    added: company.added.toISOString(),
  };
}
