import { useTranslation } from 'react-i18next';
import type { TDiscountCode } from '@app/shared';
import { formatMoney } from '../../lib/format';
import { formatPercent } from './credits-format';
import type { TDiscountProblem } from './order-summary-rules';

export interface TDiscountCheck {
  state: 'empty' | 'checking' | 'valid' | 'invalid';
  code: TDiscountCode | null;
  /** The server's translated reason, for an invalid code. */
  message: string | null;
}

interface DiscountFieldProps {
  value: string;
  check: TDiscountCheck;
  problem: TDiscountProblem | null;
  currency: string;
  /** An error from the order itself (Pay), which wins until the code is changed. */
  serverError: string | undefined;
  onChange(value: string): void;
}

/** The discount code, checked live: its percentage, or why it does not apply. */
export function DiscountField({ value, check, problem, currency, serverError, onChange }: DiscountFieldProps) {
  const { t, i18n } = useTranslation();
  const problemText =
    check.code && problem
      ? {
          currency: t('errors.discount_not_found'),
          minimum: t('errors.discount_minimum_order', {
            minimum: formatMoney(check.code.minimum_order_value, currency, i18n.language),
          }),
          method: t('errors.discount_method'),
        }[problem]
      : null;
  const refused = check.state === 'invalid' ? (check.message ?? t('errors.internal_error')) : null;
  const error = serverError ?? refused ?? problemText;
  const valid = !error && check.state === 'valid' && check.code;

  return (
    <div className="mb-4">
      <label className="form-label fw-semibold" htmlFor="discount-code">
        {t('payments.discountLabel')}
      </label>
      <input
        id="discount-code"
        className={`form-control text-uppercase${error ? ' is-invalid' : valid ? ' is-valid' : ''}`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={value}
        aria-describedby="discount-code-status"
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id="discount-code-status" aria-live="polite">
        {error && <div className="invalid-feedback d-block">{error}</div>}
        {valid && (
          <div className="valid-feedback d-block">
            {t('payments.discountValid', { percent: formatPercent(check.code!.value_percentage, i18n.language) })}
          </div>
        )}
        {!error && check.state === 'checking' && <div className="form-text">{t('payments.discountChecking')}</div>}
        {check.state === 'empty' && <div className="form-text">{t('payments.discountHelp')}</div>}
      </div>
    </div>
  );
}
