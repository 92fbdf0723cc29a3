import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteHandle } from '../../../lib/use-route-handle';
import { useUser } from '../../auth/auth.queries';
import { formatPercent } from '../credits-format';
import { CreditsIcon } from '../credits-icons';
import { showTimeBonusBanner, type TActiveDiscount } from './time-bonus-rules';
import { type TTimeBonus, useTimeBonus } from './use-time-bonus';
import { pathTo } from '../../../routes';

type TShownBonus = TTimeBonus & { active: TActiveDiscount };

/** The time bonus when its banner belongs on this screen (spec point 4), else null. */
export function useTimeBonusBanner(): TShownBonus | null {
  const user = useUser();
  const routeName = useRouteHandle()?.name;
  const bonus = useTimeBonus();
  if (!bonus.active || !showTimeBonusBanner({ user, routeName, bonusVisible: bonus.isVisible })) return null;
  return bonus as TShownBonus;
}

/** The time bonus banner of the notice area (spec point 4): the discount and its countdown. */
export function TimeBonusBanner({ bonus }: { bonus: TShownBonus }) {
  const { t, i18n } = useTranslation();
  const { hours, minutes, seconds } = bonus.countdownTimer;
  const percent = formatPercent(bonus.active.percent, i18n.language);

  return (
    <div className="time-bonus-banner" data-testid="time-bonus-banner">
      <CreditsIcon name="gift" className="time-bonus-gift" />
      <p className="mb-0 flex-grow-1">
        <strong>{t('timeBonus.banner.title', { percent })}</strong>{' '}
        <span className="d-block d-sm-inline">
          {t('timeBonus.banner.endsIn')}{' '}
          <time className="time-bonus-clock" aria-label={t('timeBonus.countdownLabel', { hours, minutes, seconds })}>
            {hours}:{minutes}:{seconds}
          </time>
        </span>
      </p>
      <Link className="btn btn-light btn-sm fw-semibold text-nowrap" to={pathTo('credits')}>
        {t('timeBonus.banner.action')}
      </Link>
    </div>
  );
}
