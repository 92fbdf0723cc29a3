import type { FormEvent, InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@app/shared';
import type { TMandateDraft, TMandateField } from './mandate-rules';

interface MandateFormProps {
  draft: TMandateDraft;
  errors: Partial<Record<TMandateField, string>>;
  mandateText: string;
  busy: boolean;
  general: string | null;
  onChange(patch: Partial<TMandateDraft>): void;
  onSubmit(event: FormEvent): void;
}

type TTextField = Exclude<TMandateField, 'consent'>;

/** The direct-debit details of spec point 5, each field with its own error, and the mandate to agree to. */
export function MandateForm({ draft, errors, mandateText, busy, general, onChange, onSubmit }: MandateFormProps) {
  const { t } = useTranslation();

  const field = (name: TTextField, col: string, attributes: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={col}>
      <label className="form-label" htmlFor={`dd-${name}`}>
        {t(`payments.directDebit.fields.${name}`)}
      </label>
      <input
        id={`dd-${name}`}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        value={draft[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `dd-${name}-error` : undefined}
        onChange={(event) => onChange({ [name]: event.target.value })}
        {...attributes}
      />
      {errors[name] && (
        <div id={`dd-${name}-error`} className="invalid-feedback">
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('screens.directDebit')}>
      <div className="row g-3">
        {field('account_holder', 'col-12', { autoComplete: 'name', maxLength: 70 })}
        {field('iban', 'col-12', {
          autoComplete: 'off',
          spellCheck: false,
          autoCapitalize: 'characters',
          maxLength: 42,
          className: `form-control font-monospace${errors.iban ? ' is-invalid' : ''}`,
          onBlur: () => draft.iban && onChange({ iban: formatIban(draft.iban) }),
        })}
        {field('street', 'col-12 col-sm-8', { autoComplete: 'address-line1', maxLength: 70 })}
        {field('house_number', 'col-6 col-sm-4', { maxLength: 10 })}
        {field('zip', 'col-6 col-sm-4', { autoComplete: 'postal-code', maxLength: 10 })}
        {field('city', 'col-12 col-sm-8', { autoComplete: 'address-level2', maxLength: 50 })}
        {field('phone', 'col-12', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })}
        <p className="form-text col-12 mt-1">{t('payments.directDebit.phoneHelp')}</p>
      </div>
      <div className="mandate-text my-3">
        <div className="form-check">
          <input
            id="dd-consent"
            type="checkbox"
            className={`form-check-input${errors.consent ? ' is-invalid' : ''}`}
            checked={draft.consent}
            required
            aria-describedby={errors.consent ? 'dd-consent-error' : undefined}
            onChange={(event) => onChange({ consent: event.target.checked })}
          />
          <label className="form-check-label" htmlFor="dd-consent">
            {mandateText}
          </label>
          {errors.consent && (
            <div id="dd-consent-error" className="invalid-feedback">
              {errors.consent}
            </div>
          )}
        </div>
      </div>
      {general && (
        <div className="alert alert-danger py-2" role="alert">
          {general}
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('payments.directDebit.sendCode')}
      </button>
    </form>
  );
}
