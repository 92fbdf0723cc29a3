import { useTranslation } from 'react-i18next';
import { APPEAL_COMPLAINT_REASON } from '@app/shared';
import { isComplaintReason, parseResolution } from '../complaint-rules';

/** A complaint reason in the console language (an unknown one as the server wrote it). */
export function ReasonLabel({ reason }: { reason: string }) {
  const { t } = useTranslation('console-moderation');
  if (reason === APPEAL_COMPLAINT_REASON) return <>{t('reasons.appeal')}</>;
  return <>{isComplaintReason(reason) ? t(`reasons.${reason}`) : reason}</>;
}

/** A handled complaint's outcome: the action's name and the moderator's note. */
export function ResolutionText({ resolution }: { resolution: string | null }) {
  const { t } = useTranslation('console-moderation');
  const { action, note } = parseResolution(resolution);
  return (
    <>
      {action && <span className="fw-semibold">{t(`actions.names.${action}`)}</span>}
      {action && note && ': '}
      {note}
    </>
  );
}
