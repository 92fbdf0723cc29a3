import type { TLanguage } from '@app/shared';
import { translate } from '../lib/i18n';
import type { TSiteRow } from './sites.queries';

/**
 * The index page's title and description in `language`: the site's own text for it (console, site
 * settings), else the translation catalogue's, so every language has a title in itself rather than
 * another language's text (decision 023).
 */
export function indexTexts(
  site: Pick<TSiteRow, 'name' | 'index_title' | 'description'>,
  language: TLanguage,
): { title: string; description: string } {
  return {
    title: site.index_title[language] || translate(language, 'seo.indexTitle', { siteName: site.name }),
    description: site.description[language] || translate(language, 'index.heroText', { siteName: site.name }),
  };
}
