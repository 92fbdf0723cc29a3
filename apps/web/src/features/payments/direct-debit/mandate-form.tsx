import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@app/shared';
import { fieldErrorOf, fieldProps } from '../../../lib/forms/field-props';
import { FieldMessage } from '../../../lib/forms/field-message';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { mandateSchema, type TMandateDetails, type TMandateValues } from './mandate-rules';

interface MandateFormProps {
  /** What the member typed before, when they come back from the code step. */
  defaultValues: Partial<TMandateValues>;
  mandateText: string;
  busy: boolean;
  /** Starts the mandate; answers a refusal to show, or null when there is none to show here. */
  onSubmit(details: TMandateDetails): Promise<unknown>;
}

type TTextField = Exclude<keyof TMandateValues, 'consent'>;

/** The direct-debit details of spec point 5, each field with its own error, and the mandate to agree to. */
export function MandateForm({ defaultValues, mandateText, busy, onSubmit }: MandateFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(mandateSchema, { defaultValues });

  const submit = form.handleSubmit(async (details) => {
    const refusal = await onSubmit(details);
    if (refusal) showRefusal(refusal, form, t);
  });

  const field = (name: TTextField, col: string, attributes: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `dd-${name}`;
    const props = fieldProps(form, name, id, `form-control${name === 'iban' ? ' font-monospace' : ''}`);
    return (
      <div className={col}>
        <label className="form-label" htmlFor={id}>
          {t(`payments.directDebit.fields.${name}`)}
        </label>
        <input
          {...props}
          {...attributes}
          onBlur={(event) => {
            void props.onBlur(event);
            // The IBAN reads back in groups of four, as on a bank card.
            if (name === 'iban' && event.target.value) form.setValue('iban', formatIban(event.target.value));
          }}
        />
        <FieldMessage form={form} name={name} id={id} />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('screens.directDebit')}>
      <div className="row g-3">
        {field('account_holder', 'col-12', { autoComplete: 'name', maxLength: 70 })}
        {field('iban', 'col-12', {
          autoComplete: 'off',
          spellCheck: false,
          autoCapitalize: 'characters',
          maxLength: 42,
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
          <input {...fieldProps(form, 'consent', 'dd-consent', 'form-check-input')} type="checkbox" required />
          <label className="form-check-label" htmlFor="dd-consent">
            {mandateText}
          </label>
          {/* A box left unticked is worded as what it asks, not as a wrong choice. */}
          <div id="dd-consent-error" className="invalid-feedback">
            {fieldErrorOf(form, 'consent') && t('payments.directDebit.errors.consent')}
          </div>
        </div>
      </div>
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('payments.directDebit.sendCode')}
      </button>
    </form>
  );
}
