import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  DISCOUNT_VALIDITIES,
  PAYMENT_METHODS,
  type TAdminDiscountCode,
  type TAdminSiteRow,
} from '@app/shared';
import { ChecklistField, FormSection, NumberField, SelectField, SwitchField, TextField } from './fields';
import { errorsFor, fieldErrorsOf, isoFromLocalInput, parseMoney } from './form-values';
import { countryOptions } from './options';
import { KNOWN_CURRENCIES } from './package-form';
import { ChangeOutcome } from './parts';
import { useAdminChange } from './site-admin.queries';

const SHOWN = [
  'code',
  'site_id',
  'value_percentage',
  'validity',
  'country',
  'currency',
  'minimum_order_cents',
  'paymentmethods',
  'expires_at',
  'signup_window_seconds',
  'unpaid_only',
  'user_id',
];

/** A new discount code: its value, where and for whom it holds, until when, how often. */
export function DiscountForm({ sites, onClose }: { sites: TAdminSiteRow[]; onClose(): void }) {
  const { t, i18n } = useTranslation('console-sites');
  const common = useTranslation().t;
  const [draft, setDraft] = useState({
    code: '',
    site_id: '',
    value_percentage: 10 as number | null,
    validity: 'once_per_user' as (typeof DISCOUNT_VALIDITIES)[number],
    country: '',
    currency: '',
    minimum_order: '',
    paymentmethods: [] as string[],
    expires_at: '',
    signup_window_hours: null as number | null,
    unpaid_only: false,
    user_id: null as number | null,
  });
  const [minimumError, setMinimumError] = useState<string | null>(null);
  const create = useAdminChange<object, { code: TAdminDiscountCode }>('POST', '/api/admin/discounts.php');
  const fields = fieldErrorsOf(create.error);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const minimum = draft.minimum_order.trim() === '' ? 0 : parseMoney(draft.minimum_order, draft.currency || 'EUR');
    if (minimum === null) return setMinimumError(t('prices.priceInvalid'));
    setMinimumError(null);
    create.mutate(
      {
        code: draft.code.trim(),
        site_id: draft.site_id === '' ? null : Number(draft.site_id),
        value_percentage: draft.value_percentage,
        validity: draft.validity,
        country: draft.country || null,
        currency: draft.currency.trim() || null,
        minimum_order_cents: minimum,
        paymentmethods: draft.paymentmethods.length > 0 ? draft.paymentmethods : null,
        expires_at: isoFromLocalInput(draft.expires_at),
        signup_window_seconds: draft.signup_window_hours === null ? null : Math.round(draft.signup_window_hours * 3600),
        unpaid_only: draft.unpaid_only,
        user_id: draft.user_id,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mb-3">
      <FormSection title={t('discounts.new.title')} lead={t('discounts.new.lead')}>
        <TextField
          className="col-12 col-md-4"
          label={t('discounts.fields.code')}
          hint={t('discounts.codeHint')}
          value={draft.code}
          onChange={(value) => set('code', value)}
          autoCapitalize="characters"
          spellCheck={false}
          errors={errorsFor(fields, 'code')}
          required
        />
        <SelectField
          className="col-12 col-md-4"
          label={t('discounts.fields.site')}
          value={draft.site_id}
          onChange={(value) => set('site_id', value)}
          options={[
            { value: '', label: t('discounts.everySite') },
            ...sites.map((site) => ({ value: String(site.id), label: site.name })),
          ]}
          errors={errorsFor(fields, 'site_id')}
        />
        <NumberField
          className="col-6 col-md-2"
          label={t('discounts.fields.value')}
          min={1}
          max={90}
          value={draft.value_percentage}
          onChange={(value) => set('value_percentage', value)}
          errors={errorsFor(fields, 'value_percentage')}
        />
        <SelectField
          className="col-6 col-md-2"
          label={t('discounts.fields.validity')}
          value={draft.validity}
          onChange={(value) => set('validity', value as typeof draft.validity)}
          options={DISCOUNT_VALIDITIES.map((validity) => ({
            value: validity,
            label: t(`discounts.validity.${validity}`),
          }))}
          errors={errorsFor(fields, 'validity')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={t('discounts.fields.country')}
          value={draft.country}
          onChange={(value) => set('country', value)}
          options={[{ value: '', label: t('discounts.anyCountry') }, ...countryOptions(COUNTRIES, i18n.language)]}
          errors={errorsFor(fields, 'country')}
        />
        <TextField
          className="col-6 col-md-4"
          label={t('discounts.fields.currency')}
          hint={t('discounts.currencyHint')}
          value={draft.currency}
          maxLength={3}
          list="discount-currencies"
          onChange={(value) => set('currency', value.toUpperCase())}
          errors={errorsFor(fields, 'currency')}
        />
        <datalist id="discount-currencies">
          {KNOWN_CURRENCIES.map((currency) => (
            <option key={currency} value={currency} />
          ))}
        </datalist>
        <TextField
          className="col-6 col-md-4"
          label={t('discounts.fields.minimumOrder')}
          hint={t('discounts.minimumHint')}
          inputMode="decimal"
          value={draft.minimum_order}
          onChange={(value) => set('minimum_order', value)}
          errors={minimumError ? [minimumError] : errorsFor(fields, 'minimum_order_cents')}
        />
        <TextField
          className="col-12 col-md-4"
          type="datetime-local"
          label={t('discounts.fields.expires')}
          hint={t('discounts.expiresHint')}
          value={draft.expires_at}
          onChange={(value) => set('expires_at', value)}
          errors={errorsFor(fields, 'expires_at')}
        />
        <NumberField
          className="col-6 col-md-4"
          label={t('discounts.fields.signupWindow')}
          hint={t('discounts.signupWindowHint')}
          min={1}
          value={draft.signup_window_hours}
          onChange={(value) => set('signup_window_hours', value)}
          errors={errorsFor(fields, 'signup_window_seconds')}
        />
        <NumberField
          className="col-6 col-md-4"
          label={t('discounts.fields.user')}
          hint={t('discounts.userHint')}
          min={1}
          value={draft.user_id}
          onChange={(value) => set('user_id', value)}
          errors={errorsFor(fields, 'user_id')}
        />
        <ChecklistField
          label={t('discounts.fields.methods')}
          hint={t('discounts.methodsHint')}
          value={draft.paymentmethods}
          onChange={(value) => set('paymentmethods', value)}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: common(`paymentMethods.${method}`) }))}
          errors={errorsFor(fields, 'paymentmethods')}
        />
        <SwitchField
          label={t('discounts.fields.unpaidOnly')}
          checked={draft.unpaid_only}
          onChange={(value) => set('unpaid_only', value)}
          errors={errorsFor(fields, 'unpaid_only')}
        />
        <div className="col-12">
          <ChangeOutcome error={create.error} fields={fields} shown={SHOWN} />
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('discounts.new.submit')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      </FormSection>
    </form>
  );
}
