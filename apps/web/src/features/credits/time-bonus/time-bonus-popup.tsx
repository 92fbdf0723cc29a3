import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIME_BONUS_POPUP_DELAY_MS, TIME_BONUS_WINDOW_SECONDS } from '@app/shared';
import { Modal } from '../../../components/modal';
import { dismiss, dismissedAt } from '../../../lib/dismissals';
import { useStore } from '../../../lib/store';
import { useRouteHandle } from '../../../lib/use-route-handle';
import { activationModalStore } from '../../accounts/activation/activation-reminder';
import { useUser } from '../../auth/auth.queries';
import { formatPercent } from '../credits-format';
import { showTimeBonusPopup } from './time-bonus-rules';
import { useTimeBonus, type TTimeBonus } from './use-time-bonus';
import { pathTo } from '../../../routes';

/** Mounted while the popup may show; it appears once its 40 s have passed, and unmounting cancels them. */
function DelayedPopup({ bonus, onClose }: { bonus: TTimeBonus; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIME_BONUS_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due || !bonus.active) return null;
  const { hours, minutes, seconds } = bonus.countdownTimer;
  const percent = formatPercent(bonus.active.percent, i18n.language);

  return (
    <Modal title={t('timeBonus.popup.title', { percent })} onClose={onClose}>
      <div className="text-center time-bonus-popup">
        <p className="display-6 fw-bold text-primary mb-1">{t('timeBonus.popup.discount', { percent })}</p>
        <p className="lead">{t('timeBonus.popup.actFast', { count: TIME_BONUS_WINDOW_SECONDS / 3600, percent })}</p>
        <p className="mb-1 text-body-secondary">{t('timeBonus.popup.endsIn')}</p>
        <p
          className="time-bonus-clock display-6 fw-bold mb-3"
          aria-label={t('timeBonus.countdownLabel', { hours, minutes, seconds })}
        >
          {hours}:{minutes}:{seconds}
        </p>
        <Link className="btn btn-primary btn-lg w-100" to={pathTo('credits')} onClick={onClose}>
          {t('timeBonus.popup.action', { percent })}
        </Link>
        <button type="button" className="btn btn-link btn-sm mt-2 text-body-secondary" onClick={onClose}>
          {t('timeBonus.popup.later')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The time bonus popup (spec points 4 and 9): for a member with 0 credits, 40 s into the members area
 * while the bonus runs. Leaving the members area cancels the wait; closing it stores the dismissal.
 */
export function TimeBonusPopup() {
  const user = useUser();
  const routeName = useRouteHandle()?.name;
  const bonus = useTimeBonus();
  const [dismissed, setDismissed] = useState(() => dismissedAt('timeBonus'));
  // One dialog at a time: the phone's activation reminder goes first.
  const activationOpen = useStore(activationModalStore);
  const eligible = showTimeBonusPopup({ user, routeName, bonusVisible: bonus.isVisible, dismissedAt: dismissed });
  if (!eligible || activationOpen) return null;
  const close = () => {
    dismiss('timeBonus');
    // Without storage (private mode) it stays closed for this visit at least.
    setDismissed(dismissedAt('timeBonus') ?? Math.floor(Date.now() / 1000));
  };
  return <DelayedPopup bonus={bonus} onClose={close} />;
}
