import type { TLanguage } from '@app/shared';
import { translate } from '../lib/i18n';
import type { TSiteRow } from './sites.queries';

/**
 * How a fictional profile is disclosed outside the site (mails, pushes), as on every screen (spec points
 * 1 and 3): the site's icon before the name, and the site's own one-profile warning, else ours.
 */
export function fictionalDisclosure(
  site: Pick<TSiteRow, 'fictional_icon' | 'fictional_warning_singular'>,
  language: TLanguage,
): { icon: string; warning: string } {
  const own = site.fictional_warning_singular[language] ?? site.fictional_warning_singular.en;
  return {
    icon: site.fictional_icon,
    warning: `${site.fictional_icon} ${own || translate(language, 'fictional.singular')}`,
  };
}

/** The name as members meet it: with the site's fictional icon when the profile is fictional. */
export function disclosedName(name: string, fictional: boolean, icon: string): string {
  return fictional ? `${icon} ${name}` : name;
}
