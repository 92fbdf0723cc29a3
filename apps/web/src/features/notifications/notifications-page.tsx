import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNotificationSetting } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../lib/toasts';
import { MemberOnly } from '../auth/member-only';
import { disabledReason } from './notification-rules';
import { useNotificationSettings, useSetNotification } from './notifications.queries';
import { pathTo } from '../../routes';

function NotificationSwitch({ setting }: { setting: TNotificationSetting }) {
  const { t } = useTranslation();
  const change = useSetNotification();
  // The switch follows the tap at once; the answer (or a refusal) settles it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const reason = disabledReason(setting);
  const id = `notification-${setting.type}`;
  return (
    <li className="list-group-item px-3 px-sm-4 py-3" data-type={setting.type}>
      <div className="d-flex gap-3 align-items-start justify-content-between">
        <div>
          <label className="fw-semibold d-block" htmlFor={id}>
            {t(`notifications.types.${setting.type}.label`)}
          </label>
          <span id={`${id}-description`} className="small text-body-secondary">
            {t(`notifications.types.${setting.type}.description`)}
          </span>
          {reason && (
            <span id={`${id}-reason`} className="d-block small text-danger mt-1" data-reason={reason}>
              {t(`notifications.reasons.${reason}`)}
            </span>
          )}
        </div>
        <div className="form-check form-switch fs-4 m-0 flex-shrink-0">
          <input
            id={id}
            className="form-check-input m-0"
            type="checkbox"
            role="switch"
            checked={wanted ?? setting.enabled}
            onChange={(event) => {
              setWanted(event.target.checked);
              change.mutate(
                { type: setting.type, enabled: event.target.checked },
                {
                  onError: () => showToast({ message: t('toasts.genericError'), variant: 'danger' }),
                  onSettled: () => setWanted(null),
                },
              );
            }}
            aria-describedby={`${id}-description${reason ? ` ${id}-reason` : ''}`}
          />
        </div>
      </div>
    </li>
  );
}

function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '46rem' }}>
      <Link to={pathTo('settings')} className="d-inline-block small link-secondary mb-2">
        <span aria-hidden="true">‹ </span>
        {t('screens.settings')}
      </Link>
      <h1 className="h2 mb-2">{t('screens.notifications')}</h1>
      <p className="text-body-secondary mb-4">{t('notifications.intro')}</p>
      {settings.isError && (
        <div className="alert alert-danger d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span className="me-auto">{t('toasts.genericError')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {settings.isPending ? (
        <div className="text-center py-5">
          <span className="spinner-border text-primary" role="status" aria-label={t('common.loading')} />
        </div>
      ) : (
        <ul className="list-group card border-0 shadow-sm overflow-hidden">
          {(settings.data ?? []).map((setting) => (
            <NotificationSwitch key={setting.type} setting={setting} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** `/notifications`: the e-mail notification types of spec point 3, why any is off, and turning them on again. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.notifications'));
  return <MemberOnly>{() => <NotificationSettings />}</MemberOnly>;
}
