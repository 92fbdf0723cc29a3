import { useEffect } from 'react';
import { LOCALE_COOKIE_NAME, languageOfSlug } from '@app/shared';
import { currentLanguage } from '../../i18n/i18n';
import { readCookie } from '../../lib/cookies';
import { useChangeLanguage } from '../auth/use-change-language';

/**
 * A lander slug that names a language (`milf-nl`) switches to it as the language switcher does, and
 * keeps it in the locale cookie (spec point 9). The first paint already used it (main.tsx); this
 * stores the choice, and follows links between landers.
 */
export function useSlugLanguage(slug: string | undefined): void {
  const language = languageOfSlug(slug);
  const changeLanguage = useChangeLanguage();
  useEffect(() => {
    if (!language) return;
    if (language === currentLanguage() && readCookie(LOCALE_COOKIE_NAME) === language) return;
    void changeLanguage(language);
    // Only a new slug asks again; changeLanguage is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
