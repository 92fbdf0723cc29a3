import type { TLanguage } from './locales';

/** Each language in its own name: the switcher shows these, whatever the interface language. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};
