import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguage,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  isLanguage,
  type TLanguage,
} from '@app/shared';
import type en from '@app/shared/locales/en.json';
import type pagesEn from '@app/shared/locales/pages/en.json';
import type { TConsoleResources } from './console-namespaces';
import { readCookie, writeCookie } from '../lib/cookies';
import { missingTextReport } from './missing-texts';
import { INTERPOLATION, numberFormatter } from './number-formatter';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en; pages: typeof pagesEn } & TConsoleResources;
  }
}

// One chunk per language and namespace, fetched only when that language is used.
const commonCatalogues = import.meta.glob<{ default: object }>('../../../../packages/shared/locales/*.json');
const pageCatalogues = import.meta.glob<{ default: object }>('../../../../packages/shared/locales/pages/*.json');

// The operations console's catalogues (`console-<area>`): English plus the staff languages; members never load them.
const consoleCatalogues = import.meta.glob<{ default: object }>('../../../../packages/shared/locales/console/*/*.json');

function catalogueLoader(language: string, namespace: string) {
  if (namespace.startsWith('console-')) {
    const folder = `../../../../packages/shared/locales/console/${namespace.slice('console-'.length)}`;
    // A staff language without a console catalogue reads English.
    return consoleCatalogues[`${folder}/${language}.json`] ?? consoleCatalogues[`${folder}/en.json`];
  }
  const catalogues = namespace === 'pages' ? pageCatalogues : commonCatalogues;
  const folder = namespace === 'pages' ? 'locales/pages' : 'locales';
  return catalogues[`../../../../packages/shared/${folder}/${language}.json`];
}

/**
 * Languages shown in this tab. Every catalogue has every key (a test checks it), so the fallback
 * language's catalogue is never read while another language is shown: it is fetched only once it is
 * shown itself, which spares every first visit one catalogue download.
 */
const shownLanguages = new Set<string>();

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language === FALLBACK_LANGUAGE && !shownLanguages.has(language)) return callback(null, {});
    const load = catalogueLoader(language, namespace);
    if (!load) return callback(new Error(`no catalogue ${namespace}/${language}`), false);
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The first language, as the server chose it for the page (`lib/request-language.ts`): the locale cookie
 * when set, else the first of the browser's languages we speak that is shown in the visitor's country,
 * else the site's domain language, else English. Only a choice writes the cookie, so a detected language
 * gives way to the account's at login.
 */
export function initialLanguage(
  site: { domain_language?: string | null; geoip_country?: string | null } | null | undefined,
  browserTags: readonly string[] = navigator.languages,
): TLanguage {
  const fromCookie = readCookie(LOCALE_COOKIE_NAME);
  if (isLanguage(fromCookie)) return fromCookie;
  const fromBrowser = browserLanguage(browserTags, site?.geoip_country);
  if (fromBrowser) return fromBrowser;
  const fromDomain = site?.domain_language?.slice(0, 2).toLowerCase();
  return isLanguage(fromDomain) ? fromDomain : DEFAULT_LANGUAGE;
}

export async function startI18n(language: TLanguage): Promise<void> {
  shownLanguages.add(language);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: INTERPOLATION,
      react: { useSuspense: true },
      returnNull: false,
      ...missingTextReport(reportMissingTexts()),
    });
  document.documentElement.lang = language;
}

/**
 * Whether a text missing from the catalogue is an error on the console: in development and tests, and in the
 * journeys, which run the production build and ask for it before the app starts (`e2e/browser.ts`).
 */
function reportMissingTexts(): boolean {
  return import.meta.env.DEV || (window as { reportMissingTexts?: boolean }).reportMissingTexts === true;
}

/** Before a language is shown the first time: the fallback language's real catalogues replace the empty ones. */
export async function showLanguage(language: string): Promise<void> {
  if (shownLanguages.has(language)) return;
  shownLanguages.add(language);
  if (language === FALLBACK_LANGUAGE) await i18next.reloadResources([language]);
}

/** Switches the interface language and keeps it in the locale cookie for a year. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  writeCookie(LOCALE_COOKIE_NAME, language, LOCALE_COOKIE_MAX_AGE_DAYS);
  await showLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): TLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
