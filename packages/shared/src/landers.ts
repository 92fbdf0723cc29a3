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

const SLUGGED_PATH = /^\/(?:landers\/[a-z]+|members\/\d+\/landing[23])\/([^/]+)\/?$/;

/**
 * The language the slug of a lander address asks for (`/landers/gallery/milf-nl` → nl): the web app paints
 * the lander in it, and the page document preloads its texts. Null for any other address or a slug that
 * names no language.
 */
export function languageOfLanderPath(pathname: string): TLanguage | null {
  const slug = SLUGGED_PATH.exec(pathname)?.[1];
  return slug ? languageOfSlug(decodeURIComponent(slug)) : null;
}

/**
 * Which picture of its first member a lander draws first, and so which one the page document preloads: a tile
 * of a grid draws the card-size copy, a large photo (a swipe card, a post, a slide) the full one. Landers not
 * named here draw no first photo worth a preload (the map draws pins).
 */
export const LANDER_FIRST_PHOTO: Readonly<Record<string, 'card' | 'full'>> = {
  gallery: 'card',
  collagelanding: 'card',
  iconslanding: 'card',
  alonetonight: 'card',
  socialnetwork: 'full',
  video: 'full',
  transitionsvideolanding: 'full',
  tinderswipe: 'full',
};

const SHELL = 'src/app-shell.tsx';
const DEFAULT_LAYOUT = 'src/layouts/default-layout.tsx';
const LANDER_LAYOUT = 'src/layouts/lander-layout.tsx';

/**
 * The pages a first visit lands on (issue 19 item 5) and the web app's modules that the router loads to draw each
 * (shell, layout, screen): the page document module-preloads their chunks (server `sites/entry-preloads.ts`), so
 * they arrive with the entry's instead of a round trip after it has run. `sample` is an address of the page; a web
 * test checks that the router loads exactly these modules there.
 */
export const ENTRY_PAGES = [
  { pattern: /^\/$/, sample: '/', modules: [SHELL, DEFAULT_LAYOUT, 'src/features/index/start-page.tsx'] },
  { pattern: /^\/login\/?$/, sample: '/login', modules: [SHELL, DEFAULT_LAYOUT, 'src/features/auth/login-page.tsx'] },
  {
    pattern: /^\/members\/?$/,
    sample: '/members',
    modules: [SHELL, DEFAULT_LAYOUT, 'src/features/members/search/members-page.tsx'],
  },
  {
    pattern: /^\/landers\/tinderswipe\/?$/,
    sample: '/landers/tinderswipe',
    modules: [SHELL, LANDER_LAYOUT, 'src/features/landers/tinder-swipe-lander.tsx'],
  },
  {
    pattern: /^\/landers\/[a-z]+(\/[^/]+)?\/?$/,
    sample: '/landers/gallery/eng',
    modules: [SHELL, LANDER_LAYOUT, 'src/features/landers/lander-page.tsx'],
  },
  {
    pattern: /^\/members\/\d+\/landing[23]?(\/[^/]+)?\/?$/,
    sample: '/members/7/landing2/eng',
    modules: [SHELL, LANDER_LAYOUT, 'src/features/landers/member-lander-page.tsx'],
  },
] as const;
