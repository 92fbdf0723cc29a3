import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerificationState } from '@app/shared';
import { formatDate } from '../../lib/format';
import { PoseIllustration } from './pose-illustration';
import { SelfieCapture } from './selfie-capture';
import { VerifiedBadge } from './verified-badge';
import { useSendSelfie, useStartVerification, useVerification, useWithdrawVerification } from './verification.queries';

/**
 * Selfie verification on the member's own profile (issue 20 item 4): consent, the pose to copy, the selfie, then
 * the outcome. Every rule is the server's; this card shows where the check stands and what the member can do.
 */
export function VerificationCard() {
  const { t } = useTranslation();
  const verification = useVerification();
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="verification-title" data-testid="verification">
      <div className="card-body p-3 p-sm-4">
        <h2 id="verification-title" className="h5 mb-2">
          {t('verification.title')}
        </h2>
        {verification.isPending ? (
          <div className="placeholder-glow" aria-busy="true">
            <span className="placeholder col-8" />
          </div>
        ) : verification.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            {t('verification.loadFailed')}
          </div>
        ) : (
          <VerificationStep state={verification.data} />
        )}
      </div>
    </section>
  );
}

function VerificationStep({ state }: { state: TVerificationState }) {
  const { t, i18n } = useTranslation();
  const start = useStartVerification();
  const send = useSendSelfie();
  const withdraw = useWithdrawVerification();
  const failure = start.error ?? send.error ?? withdraw.error;
  const error = failure && (
    <div className="alert alert-danger py-2 small mb-2" role="alert">
      {failure.message}
    </div>
  );
  const cancel = (
    <button
      type="button"
      className="btn btn-link btn-sm px-0 text-body-secondary"
      disabled={withdraw.isPending}
      onClick={() => withdraw.mutate()}
    >
      {t('verification.withdraw')}
    </button>
  );

  if (state.verified_at)
    return (
      <p className="mb-0" role="status">
        <VerifiedBadge className="me-2" />
        {t('verification.verified', { date: formatDate(state.verified_at, i18n.language) })}
      </p>
    );
  if (state.status === 'checking')
    return (
      <p className="mb-0" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('verification.checking')}
      </p>
    );
  if (state.status === 'review')
    return (
      <>
        {error}
        <p className="mb-1" role="status">
          {t('verification.inReview')}
        </p>
        {cancel}
      </>
    );
  if (state.status === 'started' && state.pose)
    return (
      <>
        {error}
        <div className="d-flex gap-3 align-items-center mb-3">
          <PoseIllustration pose={state.pose} />
          <p className="mb-0 fw-semibold" data-testid="verification-pose" data-pose={state.pose}>
            {t(`verification.poses.${state.pose}`)}
          </p>
        </div>
        <p className="small text-body-secondary">{t('verification.poseHint')}</p>
        <SelfieCapture busy={send.isPending} onSend={(selfie) => send.mutate(selfie)} />
        {cancel}
      </>
    );
  return (
    <ConsentStep
      state={state}
      error={error}
      busy={start.isPending}
      onStart={() => {
        send.reset();
        start.mutate();
      }}
    />
  );
}

function ConsentStep({
  state,
  error,
  busy,
  onStart,
}: {
  state: TVerificationState;
  error: ReactNode;
  busy: boolean;
  onStart(): void;
}) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const blocked = !state.has_photo || state.attempts_left === 0;
  return (
    <>
      {state.status === 'rejected' && state.rejection_reason && (
        <div className="alert alert-warning py-2 small" role="status">
          {t(`verification.rejected.${state.rejection_reason}`)}
        </div>
      )}
      {error}
      <p className="small">{t('verification.intro')}</p>
      {!state.has_photo && <p className="small text-body-secondary">{t('verification.needPhoto')}</p>}
      {state.has_photo && state.attempts_left === 0 && (
        <p className="small text-body-secondary">{t('verification.noAttemptsLeft')}</p>
      )}
      <div className="form-check mb-3">
        <input
          id="verification-consent"
          className="form-check-input"
          type="checkbox"
          checked={consent}
          disabled={blocked}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label className="form-check-label small" htmlFor="verification-consent">
          {t('verification.consent')}
        </label>
      </div>
      <button type="button" className="btn btn-primary" disabled={!consent || blocked || busy} onClick={onStart}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {state.status === 'rejected' ? t('verification.tryAgain') : t('verification.start')}
      </button>
    </>
  );
}
