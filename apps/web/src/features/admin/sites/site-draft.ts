import { z } from 'zod';
import { ZAdminSiteUpdate, type TAdminSite } from '@app/shared';
import { blankable, blankableId, choices, perLanguage, withoutBlanks } from './form-schemas';
import { changedValues } from './form-values';

/** The server's rule for each setting, without the "may be left out" of a change. */
const rule = ZAdminSiteUpdate.shape;

/**
 * Every setting of a site as the edit form holds it, checked with the server's rules for PUT
 * /api/admin/site.php (`ZAdminSiteUpdate`): its output is what may be sent.
 */
export const ZSiteDraft = ZAdminSiteUpdate.omit({ id: true })
  .required()
  .extend({
    niche: blankable(rule.niche.unwrap()),
    company_id: blankableId(rule.company_id.unwrap()),
    min_age: blankable(rule.min_age.unwrap()),
    message_credits: blankable(rule.message_credits.unwrap()),
    photo_credits: blankable(rule.photo_credits.unwrap()),
    gift_credits: blankable(rule.gift_credits.unwrap()),
    signup_credits: blankable(rule.signup_credits.unwrap()),
    message_length: blankable(rule.message_length.unwrap()),
    refund_days: blankable(rule.refund_days.unwrap()),
    free_visible_photos: blankable(rule.free_visible_photos.unwrap()),
    risk_review_threshold: blankable(rule.risk_review_threshold.unwrap()),
    /** Empty: the domain speaks the visitor's language. */
    domain_language: z
      .string()
      .transform((text) => text.trim() || null)
      .pipe(rule.domain_language.unwrap()),
    languages: choices(rule.languages.unwrap()),
    countries: choices(rule.countries.unwrap()),
    entry_warning_countries: choices(rule.entry_warning_countries.unwrap()),
    visible_profile_fields: choices(rule.visible_profile_fields.unwrap()),
    search_fields: choices(rule.search_fields.unwrap()),
    default_country: z.string().pipe(rule.default_country.unwrap()),
    minimum_message_costs: z
      .record(z.string(), z.object({ costs: z.number().nullable(), currency: z.string() }))
      .pipe(rule.minimum_message_costs.unwrap()),
    index_title: perLanguage(rule.index_title.unwrap()),
    description: perLanguage(rule.description.unwrap()),
    fictional_warning: perLanguage(rule.fictional_warning.unwrap()),
    fictional_warning_singular: perLanguage(rule.fictional_warning_singular.unwrap()),
    fictional_warning_plural: perLanguage(rule.fictional_warning_plural.unwrap()),
  });
export type TSiteDraft = z.input<typeof ZSiteDraft>;
export type TSiteChanges = z.output<typeof ZSiteDraft>;

/**
 * The settings whose inputs differ from the saved ones. A language's text input that was shown but
 * left empty is no change.
 */
export function changedSettings(saved: TAdminSite, draft: TSiteDraft): string[] {
  const comparable = (values: TSiteDraft): TSiteDraft => ({
    ...values,
    index_title: withoutBlanks(values.index_title),
    description: withoutBlanks(values.description),
    fictional_warning: withoutBlanks(values.fictional_warning),
    fictional_warning_singular: withoutBlanks(values.fictional_warning_singular),
    fictional_warning_plural: withoutBlanks(values.fictional_warning_plural),
  });
  return Object.keys(changedValues(comparable(draftOf(saved)), comparable(draft)));
}

/** A site's settings as the form starts them. */
export function draftOf(site: TAdminSite): TSiteDraft {
  const { id: _id, is_default: _default, created_at: _created, updated_at: _updated, ...settings } = site;
  // Every site language has an input per index and disclosure text; one without a stored text starts empty.
  const perSiteLanguage = (texts: Partial<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(
      [...new Set([...settings.languages, ...Object.keys(texts)])].map((language) => [language, texts[language] ?? '']),
    );
  return {
    ...settings,
    domain_language: settings.domain_language ?? '',
    index_title: perSiteLanguage(settings.index_title),
    description: perSiteLanguage(settings.description),
    fictional_warning: perSiteLanguage(settings.fictional_warning),
    fictional_warning_singular: perSiteLanguage(settings.fictional_warning_singular),
    fictional_warning_plural: perSiteLanguage(settings.fictional_warning_plural),
  };
}
