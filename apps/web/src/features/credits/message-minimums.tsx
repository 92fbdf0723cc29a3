import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/format';
import { useSettings } from '../sites/sites.queries';

/**
 * Why a message can cost more than the site's price (spec point 1): the minimum of the recipient's
 * country, as the site's settings list them. The chat shows each message's own price before sending.
 */
export function MessageMinimums() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const minimums = Object.entries(settings.minimum_message_costs)
    .map(([country, minimum]) => ({ country: countryName(country, i18n.language), credits: minimum.costs }))
    .sort((a, b) => a.country.localeCompare(b.country, i18n.language));
  if (minimums.length === 0) return null;
  return (
    <div className="mt-3" data-testid="message-minimums">
      <p className="small mb-1">{t('credits.minimums.text')}</p>
      <ul className="small text-body-secondary mb-0">
        {minimums.map((minimum) => (
          <li key={minimum.country}>
            {t('credits.minimums.row', {
              country: minimum.country,
              credits: t('credits.creditsCount', { count: minimum.credits }),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
