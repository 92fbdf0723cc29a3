import i18next from 'i18next';
import { LOCAL_STORAGE_KEYS } from '@app/shared';
import { CONSOLE_LANGUAGES, type TConsoleLanguage } from '../../../i18n/console-namespaces';

const LANGUAGE_KEY = LOCAL_STORAGE_KEYS.consoleLanguage;

/** The staff member's console language on this device (English by default); the member site keeps its own. */
export function readConsoleLanguage(): TConsoleLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return CONSOLE_LANGUAGES.find((language) => language === stored) ?? 'en';
}

export async function switchConsoleLanguage(language: TConsoleLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
