import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteHandle } from '../../../lib/use-route-handle';
import { useUser } from '../../auth/auth.queries';
import { formatPercent } from '../credits-format';
import { CreditsIcon } from '../credits-icons';
import { showTimeBonusBanner } from './time-bonus-rules';
import { useTimeBonus } from './use-time-bonus';
import { pathTo } from '../../../routes';

/** The time bonus banner in the warning header (spec point 4): the discount and its countdown. */
export function TimeBonusBanner() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const routeName = useRouteHandle()?.name;
  const bonus = useTimeBonus();
  if (!bonus.active || !showTimeBonusBanner({ user, routeName, bonusVisible: bonus.isVisible })) return null;
  const { hours, minutes, seconds } = bonus.countdownTimer;
  const percent = formatPercent(bonus.active.percent, i18n.language);

  return (
    <div className="time-bonus-banner mt-3" data-testid="time-bonus-banner">
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
