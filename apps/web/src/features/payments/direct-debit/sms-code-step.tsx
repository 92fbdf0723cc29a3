import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useResendDirectDebitCode } from '../payments.queries';
import { isSmsCode } from './mandate-rules';

interface SmsCodeStepProps {
  mandate: { id: string; phone_hint: string };
  busy: boolean;
  /** The server's reason the last code was refused. */
  error: string | null;
  onConfirm(code: string): void;
  onEdit(): void;
}

/** Second step: the 6-digit code texted to the member's phone, with a way to get a new one. */
export function SmsCodeStep({ mandate, busy, error, onConfirm, onEdit }: SmsCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const resend = useResendDirectDebitCode();
  const shown = local ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isSmsCode(code)) {
      setLocal(t('payments.directDebit.codeFormat'));
      return;
    }
    setLocal(null);
    onConfirm(code.replace(/\s+/g, ''));
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('payments.directDebit.codeTitle')}>
      <h2 className="h4">{t('payments.directDebit.codeTitle')}</h2>
      <p>{t('payments.directDebit.codeSent', { phone: mandate.phone_hint })}</p>
      <label className="form-label fw-semibold" htmlFor="dd-code">
        {t('payments.directDebit.codeLabel')}
      </label>
      <input
        id="dd-code"
        className={`form-control form-control-lg sms-code-input${shown ? ' is-invalid' : ''}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? 'dd-code-error' : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setLocal(null);
        }}
      />
      {shown && (
        <div id="dd-code-error" className="invalid-feedback d-block">
          {shown}
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-lg w-100 mt-3" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('payments.directDebit.confirm')}
      </button>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small" aria-live="polite">
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          disabled={resend.isPending}
          onClick={() => resend.mutate(mandate.id)}
        >
          {t('payments.directDebit.resend')}
        </button>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onEdit}>
          {t('payments.directDebit.editDetails')}
        </button>
      </div>
      {resend.isSuccess && <p className="small text-success mt-2 mb-0">{t('payments.directDebit.resent')}</p>}
      {resend.isError && (
        <p className="small text-danger mt-2 mb-0">
          {resend.error instanceof ApiError && resend.error.code === 'rate_limited'
            ? t('payments.directDebit.noMoreCodes')
            : resend.error.message}
        </p>
      )}
    </form>
  );
}
