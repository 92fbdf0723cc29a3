import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useResendDirectDebitCode } from '../payments.queries';
import { smsCodeSchema } from './mandate-rules';

interface SmsCodeStepProps {
  mandate: { id: string; phone_hint: string };
  busy: boolean;
  /** Confirms with the code; answers a refusal to show, or null when there is none to show here. */
  onConfirm(code: string): Promise<unknown>;
  onEdit(): void;
}

/** Second step: the 6-digit code texted to the member's phone, with a way to get a new one. */
export function SmsCodeStep({ mandate, busy, onConfirm, onEdit }: SmsCodeStepProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(smsCodeSchema, { defaultValues: { code: '' } });
  const resend = useResendDirectDebitCode();

  const submit = form.handleSubmit(async ({ code }) => {
    const refusal = await onConfirm(code);
    if (refusal) showRefusal(refusal, form, t);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('payments.directDebit.codeTitle')}>
      <h2 className="h4">{t('payments.directDebit.codeTitle')}</h2>
      <p>{t('payments.directDebit.codeSent', { phone: mandate.phone_hint })}</p>
      <FormAlert form={form} />
      <label className="form-label fw-semibold" htmlFor="dd-code">
        {t('payments.directDebit.codeLabel')}
      </label>
      <input
        {...fieldProps(form, 'code', 'dd-code', 'form-control form-control-lg sms-code-input')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      <FieldMessage form={form} name="code" id="dd-code" />
      <div className="form-text">{t('payments.directDebit.codeFormat')}</div>
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
