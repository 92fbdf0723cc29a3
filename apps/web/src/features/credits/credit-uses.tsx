import { useTranslation } from 'react-i18next';
import { useSettings } from '../sites/sites.queries';
import { CreditsIcon } from './credits-icons';
import { MessageMinimums } from './message-minimums';

/**
 * What credits buy on this site (settings message_credits, gift_credits, photo_credits), and the
 * countries where a message costs more.
 */
export function CreditUses() {
  const { t } = useTranslation();
  const settings = useSettings();
  const uses = [
    { icon: 'message' as const, label: t('credits.uses.message'), cost: settings.message_credits },
    { icon: 'gift' as const, label: t('credits.uses.gift'), cost: settings.gift_credits },
    { icon: 'camera' as const, label: t('credits.uses.photo'), cost: settings.photo_credits },
  ];
  return (
    <section className="credit-uses" aria-labelledby="credit-uses-title">
      <h2 className="h5 mb-3" id="credit-uses-title">
        {t('credits.uses.title')}
      </h2>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-3 g-2 mb-0">
        {uses.map((use) => (
          <li className="col" key={use.label}>
            <div className="credit-use">
              <CreditsIcon name={use.icon} className="credit-use-icon" />
              <span>
                <span className="d-block fw-semibold">{use.label}</span>
                <span className="text-body-secondary small">{t('credits.uses.cost', { count: use.cost })}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <MessageMinimums />
    </section>
  );
}
