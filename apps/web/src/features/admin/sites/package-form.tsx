import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CURRENCIES, PACKAGE_STYLES, type TAdminPackage } from '@app/shared';
import { NumberField, SelectField, SwitchField, TextField } from './fields';
import { errorsFor, fieldErrorsOf, moneyText, parseMoney } from './form-values';
import { ChangeOutcome } from './parts';

export const KNOWN_CURRENCIES = [...new Set(Object.values(COUNTRY_CURRENCIES))].sort();

export interface TPackageValues {
  currency: string;
  credits: number | null;
  price_cents: number | null;
  style: TAdminPackage['style'];
  best_value: boolean;
  position: number | null;
}

/**
 * A credit package's size, price, style and place. The currency is chosen once: orders refer to the
 * package, so a price in another currency is another package.
 */
export function PackageForm({
  initial,
  currencyFixed,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TPackageValues;
  currencyFixed: boolean;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit(values: TPackageValues): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('console-sites');
  const common = useTranslation().t;
  const listId = useId();
  const [values, setValues] = useState(initial);
  const [price, setPrice] = useState(
    initial.price_cents === null ? '' : moneyText(initial.price_cents, initial.currency),
  );
  const [priceError, setPriceError] = useState<string | null>(null);
  const fields = fieldErrorsOf(error);
  const set = <K extends keyof TPackageValues>(key: K, value: TPackageValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseMoney(price, values.currency);
    if (cents === null) return setPriceError(t('prices.priceInvalid'));
    setPriceError(null);
    onSubmit({ ...values, price_cents: cents });
  }

  return (
    <form onSubmit={submit} noValidate className="row g-3" aria-label={submitLabel}>
      <TextField
        className="col-6 col-md-2"
        label={t('prices.fields.currency')}
        value={values.currency}
        maxLength={3}
        list={listId}
        disabled={currencyFixed}
        onChange={(value) => set('currency', value.toUpperCase())}
        errors={errorsFor(fields, 'currency')}
      />
      <datalist id={listId}>
        {KNOWN_CURRENCIES.map((currency) => (
          <option key={currency} value={currency} />
        ))}
      </datalist>
      <NumberField
        className="col-6 col-md-2"
        label={t('prices.fields.credits')}
        min={1}
        value={values.credits}
        onChange={(value) => set('credits', value)}
        errors={errorsFor(fields, 'credits')}
      />
      <TextField
        className="col-6 col-md-2"
        label={t('prices.fields.price')}
        hint={t('prices.priceHint')}
        inputMode="decimal"
        value={price}
        onChange={setPrice}
        errors={priceError ? [priceError] : errorsFor(fields, 'price_cents')}
      />
      <SelectField
        className="col-6 col-md-3"
        label={t('prices.fields.style')}
        value={values.style}
        onChange={(value) => set('style', value as TPackageValues['style'])}
        options={PACKAGE_STYLES.map((style) => ({
          value: style,
          label: `${style} – ${common(`credits.tiers.${style}`)}`,
        }))}
        errors={errorsFor(fields, 'style')}
      />
      <NumberField
        className="col-6 col-md-3"
        label={t('prices.fields.position')}
        hint={t('prices.positionHint')}
        min={0}
        value={values.position}
        onChange={(value) => set('position', value)}
        errors={errorsFor(fields, 'position')}
      />
      <SwitchField
        label={t('prices.fields.bestValue')}
        hint={t('prices.bestValueHint')}
        checked={values.best_value}
        onChange={(value) => set('best_value', value)}
        errors={errorsFor(fields, 'best_value')}
      />
      <div className="col-12">
        <ChangeOutcome
          error={error}
          fields={fields}
          shown={['currency', 'credits', 'price_cents', 'style', 'position', 'best_value']}
        />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {submitLabel}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
