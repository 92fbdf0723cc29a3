import i18next from 'i18next';
import { LOCAL_STORAGE_KEYS } from '@app/shared';
import { CONSOLE_LANGUAGES, type TConsoleLanguage } from '../../../i18n/console-namespaces';
import { loadMemberTexts, showLanguage } from '../../../i18n/i18n';

const LANGUAGE_KEY = LOCAL_STORAGE_KEYS.consoleLanguage;

/** The staff member's console language on this device (English by default); the member site keeps its own. */
export function readConsoleLanguage(): TConsoleLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return CONSOLE_LANGUAGES.find((language) => language === stored) ?? 'en';
}

/**
 * Console screens read the member interface's catalogue too (profile options, credits, payments, complaints,
 * photos), member part included; showing the language first also gives English its catalogues when the member
 * site was in another language (the fallback language is not downloaded until shown).
 */
export async function switchConsoleLanguage(language: TConsoleLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await showLanguage(language);
  await loadMemberTexts();
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
