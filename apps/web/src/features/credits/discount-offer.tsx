import { useTranslation } from 'react-i18next';
import { formatPercent } from './credits-format';
import type { TTimeBonus } from './time-bonus/use-time-bonus';

/** The active discount on the credits screens: its percentage, its code and, for the time bonus, the countdown. */
export function DiscountOffer({ bonus }: { bonus: TTimeBonus }) {
  const { t, i18n } = useTranslation();
  if (!bonus.active) return null;
  const percent = formatPercent(bonus.active.percent, i18n.language);
  const { hours, minutes, seconds } = bonus.countdownTimer;
  return (
    <div className="discount-offer" role="status" data-testid="discount-offer">
      <span className="discount-offer-percent" aria-hidden="true">
        −{percent}
      </span>
      <div className="flex-grow-1">
        <p className="fw-semibold mb-0">{t('credits.offer.title', { percent })}</p>
        <p className="small mb-0">
          {t('credits.offer.code', { code: bonus.active.code })}
          {bonus.active.timeBonus && (
            <>
              {' · '}
              {t('timeBonus.banner.endsIn')}{' '}
              <time
                className="time-bonus-clock"
                aria-label={t('timeBonus.countdownLabel', { hours, minutes, seconds })}
              >
                {hours}:{minutes}:{seconds}
              </time>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
