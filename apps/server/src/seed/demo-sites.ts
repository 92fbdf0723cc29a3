import { COUNTRIES, explicitPhotoPolicyOf, PROFILE_VISIBLE_FIELDS } from '@app/shared';
import type { Queryable } from '../db/database';
import { insertDemoPackages } from './demo-packages';

const MINIMUM_MESSAGE_COSTS = {
  GB: { costs: 2, currency: 'GBP' },
  US: { costs: 2, currency: 'USD' },
  CA: { costs: 2, currency: 'CAD' },
  AU: { costs: 2, currency: 'AUD' },
  NZ: { costs: 2, currency: 'NZD' },
  CH: { costs: 2, currency: 'CHF' },
  DK: { costs: 2, currency: 'DKK' },
  NO: { costs: 2, currency: 'NOK' },
  SE: { costs: 2, currency: 'SEK' },
  PL: { costs: 1, currency: 'PLN' },
};

export interface DemoSites {
  mainSiteId: number;
  secondSiteId: number;
}

/** The company and two white-label sites: the default one on localhost, a Dutch MILF niche one on flirtpunt.localhost. */
export async function insertDemoSites(db: Queryable): Promise<DemoSites> {
  const company = await db
    .insertInto('companies')
    .values({
      name: 'Amora Media B.V.',
      address: 'Keizersgracht 123',
      kvk: '81234567',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: JSON.stringify(['Amora', 'Flirtpunt']),
      vat_numbers: JSON.stringify(['NL862345678B01']),
      support_phone: '+31 20-808 12 34',
      delete_discount: 50,
      added: '2024-03-01T09:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const main = await db
    .insertInto('sites')
    .values({
      name: 'Amora',
      domain: 'localhost',
      is_default: true,
      company_id: company.id,
      domain_language: null,
      languages: JSON.stringify(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']),
      cdn_prefix: '/media/',
      index_title: JSON.stringify({ en: 'Amora – meet singles near you' }),
      description: JSON.stringify({
        en: 'Amora is the dating site where adults meet, chat and flirt. Sign up for free and find someone near you.',
      }),
      niche: 1,
      countries: JSON.stringify(COUNTRIES),
      default_country: 'NL',
      currency: 'EUR',
      minimum_message_costs: JSON.stringify(MINIMUM_MESSAGE_COSTS),
      support_phone: '+31 20-808 12 34',
      support_email: 'support@amora.example',
      enable_site_entry_popup: true,
      entry_warning_countries: JSON.stringify(['NL', 'DE', 'BE', 'AT', 'CH']),
      fictional_icon: '✦',
      visible_profile_fields: JSON.stringify(PROFILE_VISIBLE_FIELDS),
      search_fields: JSON.stringify(['gender', 'country', 'countryregion', 'age']),
      signup_credits: 10,
      mail_name: 'Amora',
      // The strictest choice, so the demo shows the composer's warning (issue 20).
      contact_details: 'refuse',
      explicit_photos: explicitPhotoPolicyOf(1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const second = await db
    .insertInto('sites')
    .values({
      name: 'Flirtpunt',
      domain: 'flirtpunt.localhost',
      company_id: company.id,
      domain_language: 'nl-NL',
      languages: JSON.stringify(['nl', 'fr', 'de', 'en']),
      cdn_prefix: '/media/',
      index_title: JSON.stringify({ nl: 'Flirtpunt – rijpe vrouwen in jouw buurt' }),
      description: JSON.stringify({
        nl: 'Flirtpunt brengt je in contact met ervaren vrouwen uit Nederland en België. Gratis aanmelden.',
      }),
      niche: 6,
      signups: 'with_trafficsource',
      logged_out_search: 'none',
      countries: JSON.stringify(['NL', 'BE']),
      default_country: 'NL',
      currency: 'EUR',
      minimum_message_costs: JSON.stringify({ BE: { costs: 2, currency: 'EUR' } }),
      support_phone: '+31 20-808 12 35',
      support_email: 'support@flirtpunt.example',
      enable_site_entry_popup: true,
      entry_warning_countries: JSON.stringify(['NL', 'BE']),
      fictional_icon: '♥',
      visible_profile_fields: JSON.stringify(PROFILE_VISIBLE_FIELDS),
      search_fields: JSON.stringify(['country', 'countryregion', 'age']),
      message_credits: 2,
      signup_credits: 5,
      min_age: 21,
      free_visible_photos: 2,
      photo_approval: true,
      mail_name: 'Flirtpunt',
      contact_details: 'mask',
      explicit_photos: explicitPhotoPolicyOf(6),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('site_domains')
    .values([
      { domain: '127.0.0.1', site_id: main.id },
      { domain: 'amora.localhost', site_id: main.id },
      { domain: 'flirtpunt.test', site_id: second.id },
    ])
    .execute();

  await insertDemoPackages(db, [main.id, second.id]);
  return { mainSiteId: main.id, secondSiteId: second.id };
}
