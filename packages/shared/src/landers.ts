import { LANGUAGES, type TLanguage } from './locales';

/**
 * Lander slugs (spec point 9): the niche's prefix – none for plain (niche 1), then she-, bdsm-, bbw-,
 * gilf-, milf-, gay- for niches 2 to 7 – followed by the locale, with en written as eng.
 */
export const LANDER_NICHE_PREFIXES = ['', 'she-', 'bdsm-', 'bbw-', 'gilf-', 'milf-', 'gay-'] as const;

const slugLocale = (language: TLanguage) => (language === 'en' ? 'eng' : language);

/** The slug of a site's niche (1–7) in a language, e.g. niche 6 in Dutch: "milf-nl". */
export function landerSlug(niche: number, language: TLanguage): string {
  const prefix = LANDER_NICHE_PREFIXES[niche - 1] ?? '';
  return `${prefix}${slugLocale(language)}`;
}

/** The language a slug asks for ("gay-de" → de, "eng" → en), or null when it names none. */
export function languageOfSlug(slug: string | undefined): TLanguage | null {
  const match = /^(?:plain-|she-|bdsm-|bbw-|gilf-|milf-|gay-)?([a-z]{2,3})$/.exec(slug ?? '');
  if (!match) return null;
  const locale = match[1] === 'eng' ? 'en' : match[1];
  return (LANGUAGES as readonly string[]).includes(locale!) ? (locale as TLanguage) : null;
}
