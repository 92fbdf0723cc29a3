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
import { catalogueParts } from 'virtual:catalogue-parts';
import type { TConsoleResources } from './console-namespaces';
import { readCookie, writeCookie } from '../lib/cookies';
import { missingTextReport } from './missing-texts';
import { INTERPOLATION, numberFormatter } from './number-formatter';
import { joinCatalogueParts } from './join-catalogue-parts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en; pages: typeof pagesEn } & TConsoleResources;
  }
}

// One chunk per language and namespace, fetched only when that language is used. `common` comes in two
// chunks per language (vite-plugins/catalogue-parts.ts): the visitor part at start, the member part by loadMemberTexts.
const pageCatalogues = import.meta.glob<{ default: object }>('../../../../packages/shared/locales/pages/*.json');

// The operations console's catalogues (`console-<area>`): English plus the staff languages; members never load them.
const consoleCatalogues = import.meta.glob<{ default: object }>('../../../../packages/shared/locales/console/*/*.json');

function catalogueLoader(language: string, namespace: string) {
  if (namespace.startsWith('console-')) {
    const folder = `../../../../packages/shared/locales/console/${namespace.slice('console-'.length)}`;
    // A staff language without a console catalogue reads English.
    return consoleCatalogues[`${folder}/${language}.json`] ?? consoleCatalogues[`${folder}/en.json`];
  }
  if (namespace === 'pages') return pageCatalogues[`../../../../packages/shared/locales/pages/${language}.json`];
  return catalogueParts[language]?.visitor;
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

/** The i18n start (i18next's init), once startI18n ran. */
let started: Promise<unknown> | null = null;

/** Set once a member is known in this tab: from then on every language shown has its member part too. */
let memberTextsWanted = false;

/** The member part of each language, once asked for; a failed download is forgotten, so the next call tries again. */
const memberParts = new Map<string, Promise<void>>();

/**
 * Puts both parts of a language's `common` catalogue in place. The visitor part is added again with the member
 * part (it is already downloaded when the language was shown): i18next does not load a namespace it already
 * holds, so a member part alone would keep the visitor part of a language not shown yet from ever loading.
 */
function addMemberPart(language: string): Promise<void> {
  const known = memberParts.get(language);
  if (known) return known;
  const parts = catalogueParts[language];
  if (!parts) return Promise.reject(new Error(`no catalogue common/${language}`));
  const adding = Promise.all([parts.visitor(), parts.member(), started]).then(([visitor, member]) => {
    i18next.addResourceBundle(language, 'common', joinCatalogueParts(visitor.default, member.default), false, false, {
      skipCopy: true,
    });
  });
  memberParts.set(language, adding);
  adding.catch(() => memberParts.delete(language));
  return adding;
}

/**
 * The member interface's texts (the catalogue's member groups, `member-groups.ts`): a visitor's first visit
 * downloads only the visitor part, and everything that shows a member screen waits for this first — the
 * member screens' routes, the user query when it answers with a member, login and signup, the console.
 * Idempotent; it covers every language shown in this tab and, from then on, every language switched to.
 * Before the start no language is shown: it resolves at once and startI18n loads both parts.
 */
export function loadMemberTexts(): Promise<void> {
  memberTextsWanted = true;
  if (!started) return Promise.resolve();
  return Promise.all([...shownLanguages].map(addMemberPart)).then(() => undefined);
}

export async function startI18n(language: TLanguage): Promise<void> {
  shownLanguages.add(language);
  started = i18next
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
  await Promise.all([started, memberTextsWanted && addMemberPart(language)]);
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
  await Promise.all([showLanguage(language), memberTextsWanted && started && addMemberPart(language)]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): TLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
