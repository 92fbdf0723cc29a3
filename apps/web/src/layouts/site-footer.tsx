import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES } from '@app/shared';
import { useCompany, useSettings } from '../features/sites/sites.queries';
import { currentLanguage } from '../i18n/i18n';
import { Disclaimer } from './disclaimer';
import { UsFooter } from './us-footer';
import { pathTo } from '../routes';

const LINKS = [
  [pathTo('pages-terms'), 'footer.terms'],
  [pathTo('pages-privacy'), 'footer.privacy'],
  [pathTo('pages-cookies'), 'footer.cookies'],
  [pathTo('pages-ban'), 'footer.ban'],
  [pathTo('pricing'), 'footer.pricing'],
  [pathTo('complaints'), 'footer.complaints'],
  [pathTo('pages-return-policy'), 'footer.returnPolicy'],
  [pathTo('pages-faq'), 'footer.faq'],
  [pathTo('pages-service'), 'footer.support'],
] as const;

/** Footer links of spec point 2, the language, the disclaimer and the company. */
export function SiteFooter() {
  const { t } = useTranslation();
  const settings = useSettings();
  const company = useCompany().data;
  return (
    <footer className="site-footer mt-5 py-4">
      <div className="container">
        <nav aria-label={t('footer.label')}>
          <ul className="list-inline mb-3">
            {LINKS.map(([to, key]) => (
              <li key={to} className="list-inline-item me-3 mb-1">
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
            <li className="list-inline-item mb-1">
              <Link to={pathTo('lang-config')} lang={currentLanguage()}>
                <Globe className="icon-inline me-1" size="1em" aria-hidden="true" />
                {LANGUAGE_NAMES[currentLanguage()]}
              </Link>
            </li>
          </ul>
        </nav>
        <Disclaimer />
        <p className="small text-body-secondary mb-0">
          {t('footer.copyright', {
            year: new Date().getFullYear(),
            // "Amora Media B.V." already ends the sentence's full stop.
            company: (company?.name ?? settings.name).replace(/\.$/, ''),
          })}
        </p>
        {settings.us_footer && <UsFooter />}
      </div>
    </footer>
  );
}
