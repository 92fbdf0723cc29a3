import {
  VERIFICATION_REJECTION_REASONS,
  type TAdminVerification,
  type TAdminVerificationDecision,
  type TVerificationRejectionReason,
} from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useDecideVerification } from '../moderation.queries';
import { ConfirmDialog } from './confirm-dialog';

/** What became of a decision, for the page's notice: done, or decided by someone else meanwhile. */
export interface TVerificationOutcome {
  tone: 'success' | 'warning';
  message: string;
}

function isRejectionReason(value: string): value is TVerificationRejectionReason {
  return (VERIFICATION_REJECTION_REASONS as readonly string[]).includes(value);
}

/**
 * Verify, or reject with one of the reasons the member is told; both after a last look, since the selfie is
 * deleted with the decision. A check another moderator decided meanwhile (409) closes with a notice.
 */
export function VerificationDecision({
  check,
  onOutcome,
}: {
  check: TAdminVerification;
  onOutcome(outcome: TVerificationOutcome): void;
}) {
  const { t } = useTranslation('console-moderation');
  const decide = useDecideVerification();
  const [reason, setReason] = useState<TVerificationRejectionReason | ''>('');
  const [confirming, setConfirming] = useState<TAdminVerificationDecision | null>(null);
  // Decided here (or by someone else): no second decision while the queue refreshes.
  const [settled, setSettled] = useState(false);
  const reasonId = `verification-${check.id}-reason`;
  const name = check.name;

  function reject(event: FormEvent) {
    event.preventDefault();
    if (reason) setConfirming({ verification: check.id, decision: 'reject', reason });
  }

  function cancel() {
    setConfirming(null);
    decide.reset();
  }

  function confirm() {
    if (!confirming) return;
    decide.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        setSettled(true);
        const message = confirming.decision === 'verify' ? 'verifications.verified' : 'verifications.rejected';
        onOutcome({ tone: 'success', message: t(message, { name }) });
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.code === 'review_decided')) return;
        setConfirming(null);
        setSettled(true);
        onOutcome({ tone: 'warning', message: t('verifications.alreadyDecided', { name }) });
      },
    });
  }

  if (settled) return null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <button
          type="button"
          className="btn btn-success"
          onClick={() => setConfirming({ verification: check.id, decision: 'verify' })}
          disabled={decide.isPending}
          aria-label={t('verifications.verifyLabel', { name })}
        >
          {t('verifications.verify')}
        </button>
        <form onSubmit={reject} className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor={reasonId} className="form-label small mb-1">
              {t('verifications.reason')}
            </label>
            <select
              id={reasonId}
              className="form-select"
              value={reason}
              onChange={(event) => setReason(isRejectionReason(event.target.value) ? event.target.value : '')}
            >
              <option value="">{t('verifications.chooseReason')}</option>
              {VERIFICATION_REJECTION_REASONS.map((entry) => (
                <option key={entry} value={entry}>
                  {t(`verifications.rejections.${entry}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="btn btn-outline-danger"
            disabled={!reason || decide.isPending}
            aria-label={t('verifications.rejectLabel', { name })}
          >
            {t('verifications.reject')}
          </button>
        </form>
      </div>
      {confirming && (
        <ConfirmDialog
          title={
            confirming.decision === 'verify'
              ? t('verifications.confirmVerifyTitle', { name })
              : t('verifications.confirmRejectTitle', { name })
          }
          confirmLabel={
            confirming.decision === 'verify' ? t('verifications.confirmVerify') : t('verifications.confirmReject')
          }
          tone={confirming.decision === 'verify' ? 'primary' : 'danger'}
          pending={decide.isPending}
          error={decide.error}
          onConfirm={confirm}
          onCancel={cancel}
        >
          <p className="mb-0">
            {confirming.decision === 'verify'
              ? t('verifications.confirmVerifyText', { name })
              : t('verifications.confirmRejectText', {
                  name,
                  reason: t(`verifications.rejections.${confirming.reason}`),
                })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
