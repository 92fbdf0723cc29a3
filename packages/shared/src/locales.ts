/** Interface languages, their visibility per country, and the countries the product serves. */

export const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;

/** The operations console speaks English plus these staff languages (catalogues in locales/console/<area>/). */
export const CONSOLE_LANGUAGES = ['en', 'de', 'nl'] as const satisfies readonly (typeof LANGUAGES)[number][];
export type TConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const FALLBACK_LANGUAGE: TLanguage = 'it';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Languages offered to a member in each country (spec point 9). */
export const COUNTRY_LANGUAGES = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  AU: ['en'],
  NZ: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
} as const satisfies Record<string, readonly TLanguage[]>;

export type TCountry = keyof typeof COUNTRY_LANGUAGES;
export const COUNTRIES = Object.keys(COUNTRY_LANGUAGES) as TCountry[];

export function isCountry(value: unknown): value is TCountry {
  return typeof value === 'string' && Object.hasOwn(COUNTRY_LANGUAGES, value);
}

/** Languages visible for a country; every language when the country is unknown. */
export function visibleLanguages(country: string | null | undefined): readonly TLanguage[] {
  return isCountry(country) ? COUNTRY_LANGUAGES[country] : LANGUAGES;
}
