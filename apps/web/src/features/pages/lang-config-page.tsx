import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, languageChoices, type TLanguage } from '@app/shared';
import { currentLanguage } from '../../i18n/i18n';
import { countryName } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useUser } from '../auth/auth.queries';
import { useChangeLanguage } from '../auth/use-change-language';
import { useSettings } from '../sites/sites.queries';

/**
 * Language choice: the languages offered in the member's (or visitor's) country, spec point 9, plus the
 * current language and English, so nobody is stuck in a language of another country.
 */
export function LangConfigPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const changeLanguage = useChangeLanguage();
  const [changedTo, setChangedTo] = useState<TLanguage | null>(null);
  // A visitor whose country we cannot tell (no GeoIP match) may pick any language.
  const country = user?.profile.country ?? settings.geoip_country;
  const active = currentLanguage();
  const languages = languageChoices(country, active);
  usePageTitle(t('langConfig.title'));

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '36rem' }}>
      <h1 className="h2">{t('langConfig.title')}</h1>
      <p>{t('langConfig.intro', { siteName: settings.name })}</p>
      {country && (
        <h2 className="h6 text-body-secondary">
          {t('langConfig.forCountry', { country: countryName(country, active) })}
        </h2>
      )}
      <div className="list-group mb-3">
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className={`list-group-item list-group-item-action d-flex justify-content-between ${language === active ? 'active' : ''}`}
            aria-pressed={language === active}
            onClick={async () => {
              await changeLanguage(language);
              setChangedTo(language);
            }}
          >
            <span>{LANGUAGE_NAMES[language]}</span>
            {language === active && <span className="visually-hidden">{t('langConfig.current')}</span>}
          </button>
        ))}
      </div>
      <p role="status" className="text-success">
        {changedTo && t('langConfig.changed', { language: LANGUAGE_NAMES[changedTo] })}
      </p>
    </div>
  );
}
