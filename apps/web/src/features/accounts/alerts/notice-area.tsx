import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../auth/auth.queries';
import { TimeBonusBanner, useTimeBonusBanner } from '../../credits/time-bonus/time-bonus-banner';
import { AccountAlert, useAccountAlerts } from './account-alerts';
import { noticesInOrder, type TNotice } from './alert-rules';
import { ModeratorWarningNotice, useModeratorWarning } from './moderator-warnings';

/**
 * The notice area under the navigation (spec point 2's warning header): one notice at a time, the most
 * important first, so the screen's content starts near the top also on a phone. The member steps to
 * the others with "Next"; closing or dealing with one brings the next.
 */
export function NoticeArea() {
  const { t } = useTranslation();
  const user = useUser();
  const warning = useModeratorWarning();
  const bonus = useTimeBonusBanner();
  const account = useAccountAlerts();
  const [picked, setPicked] = useState<TNotice | null>(null);
  if (!user) return null;

  const notices = noticesInOrder({
    warning: Boolean(warning.current),
    timeBonus: Boolean(bonus),
    ...Object.fromEntries(account.alerts.map((alert) => [alert, true])),
  });
  if (notices.length === 0) return null;
  const shown = picked && notices.includes(picked) ? picked : notices[0]!;
  const position = notices.indexOf(shown);

  return (
    <div className="notice-area pt-3" data-notice={shown} data-notice-count={notices.length}>
      {shown === 'warning' && <ModeratorWarningNotice warning={warning} />}
      {shown === 'timeBonus' && bonus && <TimeBonusBanner bonus={bonus} />}
      {shown !== 'warning' && shown !== 'timeBonus' && (
        <AccountAlert alert={shown} user={user} onClose={account.close} />
      )}
      {notices.length > 1 && (
        <div className="notice-pager d-flex justify-content-end align-items-center gap-2 small mt-1">
          <span className="text-body-secondary">
            {t('alerts.position', { position: position + 1, total: notices.length })}
          </span>
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => setPicked(notices[(position + 1) % notices.length]!)}
          >
            {t('alerts.next')}
          </button>
        </div>
      )}
    </div>
  );
}
