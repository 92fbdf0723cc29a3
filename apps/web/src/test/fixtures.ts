import type { TSettings, TUser } from '@app/shared';

/** A site's public settings as `GET /api/settings.php` answers them (ZSettings), with the test's changes. */
export function siteSettings(patch: Partial<TSettings> = {}): TSettings {
  return {
    name: 'Test Dates',
    domain: 'localhost',
    domain_language: 'en',
    languages: ['en'],
    cdn_prefix: '/media/',
    index_title: 'Test Dates',
    description: 'Meet people near you',
    niche: 1,
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'all',
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    minimum_message_costs: {},
    currency: 'EUR',
    support_phone: '',
    support_email: 'support@example.com',
    push_public_key: null,
    enable_site_entry_popup: false,
    entry_warning_countries: [],
    us_footer: false,
    fictional_icon: '★',
    fictional_warning: null,
    fictional_warning_singular: null,
    fictional_warning_plural: null,
    countries: ['NL', 'BE'],
    visible_profile_fields: [],
    visible_profile_notes: false,
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 3,
    signup_credits: 0,
    message_length: 1000,
    search_fields: ['gender', 'country', 'countryregion', 'age'],
    refund_days: 14,
    member_resell: false,
    company_id: 1,
    mail_name: 'Test Dates',
    min_age: 18,
    free_visible_photos: 1,
    photo_approval: false,
    contact_details: 'flag',
    ...patch,
  };
}

/** A member just after signup: address unconfirmed, profile hidden until it is, no photo yet. */
export const newMember: TUser = {
  email: 'sam@example.com',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  language: 'en',
  notifications_disabled: [],
  fictional_icon: '★',
  signup_date: '2026-11-20T10:00:00.000Z',
  invisible: false,
  profile: {
    id: 1,
    name: 'Sam',
    country: 'NL',
    gender: 'male',
    seeking: 'female',
    status: 'disabled',
    main_image: null,
  },
};

/** The same member after opening the activation link and adding a photo, with credits bought. */
export const confirmedMember: TUser = {
  ...newMember,
  status: 'confirmed',
  credits: 10,
  profile: {
    ...newMember.profile,
    status: 'active',
    main_image: { filename: 'sam.jpg', thumb_filename: 'sam-t.jpg', status: 'active' },
  },
};
