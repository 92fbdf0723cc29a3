import { useTranslation } from 'react-i18next';
import type { TPaymentMethod } from '@app/shared';
import { PaymentMethodLabel } from './payment-method-label';

interface MethodPickerProps {
  methods: readonly TPaymentMethod[];
  selected: TPaymentMethod | null;
  error: string | undefined;
  onSelect(method: TPaymentMethod): void;
}

/** The country's payment methods as large radio tiles. */
export function MethodPicker({ methods, selected, error, onSelect }: MethodPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      id="payment-methods"
      className="mb-4"
      tabIndex={-1}
      aria-describedby={error ? 'payment-methods-error' : undefined}
    >
      <legend className="h5 mb-3">{t('payments.methodTitle')}</legend>
      <div className="method-options">
        {methods.map((method) => (
          <label key={method} className={`method-option ${method === selected ? 'selected' : ''}`}>
            <input
              type="radio"
              className="form-check-input"
              name="method"
              value={method}
              checked={method === selected}
              onChange={() => onSelect(method)}
            />
            <PaymentMethodLabel method={method} />
            {method === 'sepa_debit' && (
              <span className="small text-body-secondary d-block w-100 ps-4">{t('payments.sepaHint')}</span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <div id="payment-methods-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
