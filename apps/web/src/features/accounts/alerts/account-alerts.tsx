import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dismiss, dismissedAt, type TDismissal } from '../../../lib/dismissals';
import { useStore } from '../../../lib/store';
import { showToast } from '../../../lib/toasts';
import { useRouteHandle } from '../../../lib/use-route-handle';
import { useUser } from '../../auth/auth.queries';
import { detectPushState, subscribeToPush, usePushState } from '../../notifications/push-subscription';
import { useSettings } from '../../sites/sites.queries';
import { activationModalStore } from '../activation/activation-reminder';
import { ResendActivationButton } from '../activation/resend-activation-button';
import { visibleAlerts, type TAccountAlert } from './alert-rules';
import { pathTo } from '../../../routes';

const DISMISSAL_OF = { photo: 'enrich', push: 'push', disabledNotifications: 'disabledNotifications' } as const;

function readDismissals() {
  return {
    photo: dismissedAt(DISMISSAL_OF.photo),
    push: dismissedAt(DISMISSAL_OF.push),
    disabledNotifications: dismissedAt(DISMISSAL_OF.disabledNotifications),
  };
}

/** The member's alerts in the warning header: activation, profile photo, push, disabled notifications. */
export function AccountAlerts() {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useSettings();
  const routeName = useRouteHandle()?.name;
  const pushState = usePushState();
  const activationModalOpen = useStore(activationModalStore);
  const [dismissals, setDismissals] = useState(readDismissals);
  const [nowSeconds] = useState(() => Math.floor(Date.now() / 1000));
  const loggedIn = Boolean(user);

  useEffect(() => {
    if (loggedIn) void detectPushState(settings.push_public_key);
  }, [loggedIn, settings.push_public_key]);

  const alerts = visibleAlerts({
    user,
    routeName,
    pushState,
    dismissedAt: dismissals,
    activationModalOpen,
    nowSeconds,
  });
  if (!user || alerts.length === 0) return null;

  const close = (alert: Exclude<TAccountAlert, 'activation'>) => {
    dismiss(DISMISSAL_OF[alert] satisfies TDismissal);
    setDismissals(readDismissals());
  };
  const closeButton = (alert: Exclude<TAccountAlert, 'activation'>) => (
    <button type="button" className="btn-close" aria-label={t('common.close')} onClick={() => close(alert)} />
  );
  async function enablePush() {
    try {
      const state = await subscribeToPush(settings.push_public_key);
      if (state === 'subscribed') showToast({ message: t('alerts.push.enabled'), variant: 'success' });
      else if (state === 'denied') showToast({ message: t('signup.push.denied'), variant: 'warning' });
    } catch {
      showToast({ message: t('signup.push.failed'), variant: 'danger' });
    }
  }

  return (
    <div className="account-alerts pt-3">
      {alerts.includes('activation') && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" data-alert="activation">
          <span className="flex-grow-1">{t('activation.reminder', { email: user.email })}</span>
          <ResendActivationButton className="btn btn-sm btn-warning" />
        </div>
      )}
      {alerts.includes('photo') && (
        <div className="alert alert-info d-flex align-items-center gap-2" data-alert="photo">
          <span className="flex-grow-1">
            {t('alerts.photo.text')} <Link to={pathTo('profile')}>{t('alerts.photo.action')}</Link>
          </span>
          {closeButton('photo')}
        </div>
      )}
      {alerts.includes('push') && (
        <div className="alert alert-light border d-flex flex-wrap align-items-center gap-2" data-alert="push">
          <span className="flex-grow-1">{t('alerts.push.text')}</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void enablePush()}>
            {t('alerts.push.action')}
          </button>
          {closeButton('push')}
        </div>
      )}
      {alerts.includes('disabledNotifications') && (
        <div className="alert alert-warning d-flex align-items-center gap-2" data-alert="disabled-notifications">
          <span className="flex-grow-1">
            {t('alerts.disabledNotifications.text')}{' '}
            <Link to={pathTo('notifications')}>{t('alerts.disabledNotifications.action')}</Link>
          </span>
          {closeButton('disabledNotifications')}
        </div>
      )}
    </div>
  );
}
