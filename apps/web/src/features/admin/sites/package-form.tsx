import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CURRENCIES, PACKAGE_STYLES } from '@app/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormNumberField, FormSelectField, FormSwitchField, FormTextField } from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { moneyText } from './form-values';
import { ZPackageDraft, type TPackageValues } from './package-draft';

export type { TPackageValues } from './package-draft';
export const KNOWN_CURRENCIES = [...new Set(Object.values(COUNTRY_CURRENCIES))].sort();

/**
 * A credit package's size, price, style and place, checked with the package call's rules. The currency
 * is chosen once: orders refer to the package, so a price in another currency is another package.
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
  initial: Omit<TPackageValues, 'credits' | 'price_cents' | 'position'> & {
    credits: number | null;
    price_cents: number | null;
    position: number | null;
  };
  currencyFixed: boolean;
  pending: boolean;
  /** The refusal of the last submit, shown at its inputs. */
  error: unknown;
  submitLabel: string;
  onSubmit(values: TPackageValues): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('console-sites');
  const common = useTranslation().t;
  const listId = useId();
  const form = useSchemaForm(ZPackageDraft, {
    defaultValues: {
      ...initial,
      price_cents: initial.price_cents === null ? '' : moneyText(initial.price_cents, initial.currency),
    },
  });
  useEffect(() => {
    if (error) showRefusal(error, form);
  }, [error, form]);

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      className="row g-3"
      aria-label={submitLabel}
    >
      <FormTextField
        className="col-6 col-md-2"
        label={t('prices.fields.currency')}
        form={form}
        name="currency"
        normalize={(value) => value.toUpperCase()}
        maxLength={3}
        list={listId}
        disabled={currencyFixed}
      />
      <datalist id={listId}>
        {KNOWN_CURRENCIES.map((currency) => (
          <option key={currency} value={currency} />
        ))}
      </datalist>
      <FormNumberField
        className="col-6 col-md-2"
        label={t('prices.fields.credits')}
        min={1}
        form={form}
        name="credits"
      />
      <FormTextField
        className="col-6 col-md-2"
        label={t('prices.fields.price')}
        hint={t('prices.priceHint')}
        inputMode="decimal"
        form={form}
        name="price_cents"
      />
      <FormSelectField
        className="col-6 col-md-3"
        label={t('prices.fields.style')}
        form={form}
        name="style"
        options={PACKAGE_STYLES.map((style) => ({
          value: style,
          label: `${style} – ${common(`credits.tiers.${style}`)}`,
        }))}
      />
      <FormNumberField
        className="col-6 col-md-3"
        label={t('prices.fields.position')}
        hint={t('prices.positionHint')}
        min={0}
        form={form}
        name="position"
      />
      <FormSwitchField
        label={t('prices.fields.bestValue')}
        hint={t('prices.bestValueHint')}
        form={form}
        name="best_value"
      />
      <div className="col-12">
        <FormOutcome form={form} />
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
