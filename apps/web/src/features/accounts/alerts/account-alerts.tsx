import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUser } from '@app/shared';
import { dismiss, dismissalsChanged, dismissedAt, type TDismissal } from '../../../lib/dismissals';
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

type TClosable = Exclude<TAccountAlert, 'activation'>;
const DISMISSAL_OF = { photo: 'enrich', push: 'push', disabledNotifications: 'disabledNotifications' } as const;

function readDismissals() {
  return {
    photo: dismissedAt(DISMISSAL_OF.photo),
    push: dismissedAt(DISMISSAL_OF.push),
    disabledNotifications: dismissedAt(DISMISSAL_OF.disabledNotifications),
  };
}

export interface TAccountAlerts {
  alerts: TAccountAlert[];
  close(alert: TClosable): void;
}

/** The member's account alerts for this screen (spec point 4), and closing one for 30 days. */
export function useAccountAlerts(): TAccountAlerts {
  const user = useUser();
  const settings = useSettings();
  const routeName = useRouteHandle()?.name;
  const pushState = usePushState();
  const activationModalOpen = useStore(activationModalStore);
  // Three small reads each render; the store renders again whenever anything in this tab dismissed a notice.
  useStore(dismissalsChanged);
  const dismissals = readDismissals();
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
  return {
    alerts,
    close(alert) {
      dismiss(DISMISSAL_OF[alert] satisfies TDismissal);
    },
  };
}

/** One account alert: activation, profile photo, push, or mails that stopped. */
export function AccountAlert({
  alert,
  user,
  onClose,
}: {
  alert: TAccountAlert;
  user: TUser;
  onClose(alert: TClosable): void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const closeButton = (closable: TClosable) => (
    <button type="button" className="btn-close" aria-label={t('common.close')} onClick={() => onClose(closable)} />
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

  switch (alert) {
    case 'activation':
      return (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0" data-alert="activation">
          <span className="flex-grow-1">{t('activation.reminder', { email: user.email })}</span>
          <ResendActivationButton className="btn btn-sm btn-warning" />
        </div>
      );
    case 'photo':
      return (
        <div className="alert alert-info d-flex align-items-center gap-2 mb-0" data-alert="photo">
          <span className="flex-grow-1">
            {t('alerts.photo.text')} <Link to={pathTo('profile')}>{t('alerts.photo.action')}</Link>
          </span>
          {closeButton('photo')}
        </div>
      );
    case 'push':
      return (
        <div className="alert alert-light border d-flex flex-wrap align-items-center gap-2 mb-0" data-alert="push">
          <span className="flex-grow-1">{t('alerts.push.text')}</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void enablePush()}>
            {t('alerts.push.action')}
          </button>
          {closeButton('push')}
        </div>
      );
    case 'disabledNotifications':
      return (
        <div className="alert alert-warning d-flex align-items-center gap-2 mb-0" data-alert="disabled-notifications">
          <span className="flex-grow-1">
            {t('alerts.disabledNotifications.text')}{' '}
            <Link to={pathTo('notifications')}>{t('alerts.disabledNotifications.action')}</Link>
          </span>
          {closeButton('disabledNotifications')}
        </div>
      );
  }
}
