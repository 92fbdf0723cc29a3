import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  error?: string | null;
  busy?: boolean;
  submitLabel?: string;
  /** A "not now" button for steps a member may skip. */
  onSkip?(): void;
  onSubmit(): void;
}

/** One signup step: heading, explanation, fields, an error, and the buttons to go on. */
export function StepFrame({ title, intro, children, error, busy, submitLabel, onSkip, onSubmit }: StepFrameProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <h2 className="h4 mb-2" data-testid="signup-step-title">
        {title}
      </h2>
      {intro && <p className="text-body-secondary">{intro}</p>}
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {children}
      <div className="d-flex flex-column gap-2 mt-4">
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitLabel ?? t('signup.next')}
        </button>
        {onSkip && (
          <button type="button" className="btn btn-link" onClick={onSkip} disabled={busy}>
            {t('signup.skip')}
          </button>
        )}
      </div>
    </form>
  );
}
