import type { TLanguage } from '@app/shared';
import { translate, type TMessageKey } from '../lib/i18n';
import { indexTexts } from './index-texts';
import type { TSiteRow } from './sites.queries';

export interface TPageMeta {
  title: string;
  description: string;
  /** Public pages are for search engines; landers, member pages and everything private are not. */
  indexable: boolean;
}

/** Public pages search engines may list, with their title and description keys. */
export const PUBLIC_PAGES: Record<string, { title: TMessageKey; description: TMessageKey }> = {
  '/terms': { title: 'footer.terms', description: 'seo.terms' },
  '/privacy': { title: 'footer.privacy', description: 'seo.privacy' },
  '/cookies': { title: 'footer.cookies', description: 'seo.cookies' },
  '/faq': { title: 'footer.faq', description: 'seo.faq' },
  '/service': { title: 'footer.support', description: 'seo.service' },
  '/return-policy': { title: 'footer.returnPolicy', description: 'seo.returnPolicy' },
  '/ban': { title: 'footer.ban', description: 'seo.ban' },
  '/pricing': { title: 'footer.pricing', description: 'seo.pricing' },
  '/premium': { title: 'screens.premium', description: 'seo.premium' },
  '/login': { title: 'nav.login', description: 'seo.login' },
  '/signup': { title: 'nav.signup', description: 'seo.signup' },
};

/** The title, description and indexing of the page at `pathname`, in the visitor's language. */
export function pageMeta(pathname: string, site: TSiteRow, language: TLanguage): TPageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const index = indexTexts(site, language);
  if (path === '/') return { ...index, indexable: true };
  const known = PUBLIC_PAGES[path];
  if (known)
    return {
      title: `${translate(language, known.title, { siteName: site.name })} | ${site.name}`,
      description: translate(language, known.description, { siteName: site.name }),
      indexable: true,
    };
  // Landers are for paid traffic, members' pages are personal: neither belongs in search results.
  const lander = path.startsWith('/landers/') || /^\/members\/\d+\/(landing|signup)/.test(path);
  return {
    title: lander ? index.title : site.name,
    description: index.description,
    indexable: false,
  };
}
