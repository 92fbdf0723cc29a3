import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  DISCOUNT_VALIDITIES,
  PAYMENT_METHODS,
  type TAdminDiscountCode,
  type TAdminSiteRow,
} from '@app/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ZDiscountDraft } from './discount-draft';
import { FormSection } from './fields';
import {
  FormChecklistField,
  FormNumberField,
  FormNumberSelectField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
} from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { countryOptions } from './options';
import { KNOWN_CURRENCIES } from './package-form';
import { useAdminChange } from './site-admin.queries';

/** A new discount code: its value, where and for whom it holds, until when, how often. */
export function DiscountForm({ sites, onClose }: { sites: TAdminSiteRow[]; onClose(): void }) {
  const { t, i18n } = useTranslation('console-sites');
  const common = useTranslation().t;
  const form = useSchemaForm(ZDiscountDraft, {
    defaultValues: {
      code: '',
      site_id: null,
      value_percentage: 10,
      validity: 'once_per_user',
      country: '',
      currency: '',
      minimum_order_cents: '',
      paymentmethods: [],
      expires_at: '',
      signup_window_seconds: null,
      unpaid_only: false,
      user_id: null,
    },
  });
  const create = useAdminChange<object, { code: TAdminDiscountCode }>('POST', '/api/admin/discounts.php');
  const submit = form.handleSubmit((code) =>
    create.mutate(code, { onSuccess: onClose, onError: (error) => showRefusal(error, form) }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-3">
      <FormSection title={t('discounts.new.title')} lead={t('discounts.new.lead')}>
        <FormTextField
          className="col-12 col-md-4"
          label={t('discounts.fields.code')}
          hint={t('discounts.codeHint')}
          form={form}
          name="code"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <FormNumberSelectField
          className="col-12 col-md-4"
          label={t('discounts.fields.site')}
          form={form}
          name="site_id"
          options={[
            { value: '', label: t('discounts.everySite') },
            ...sites.map((site) => ({ value: String(site.id), label: site.name })),
          ]}
        />
        <FormNumberField
          className="col-6 col-md-2"
          label={t('discounts.fields.value')}
          min={1}
          max={90}
          form={form}
          name="value_percentage"
        />
        <FormSelectField
          className="col-6 col-md-2"
          label={t('discounts.fields.validity')}
          form={form}
          name="validity"
          options={DISCOUNT_VALIDITIES.map((validity) => ({
            value: validity,
            label: t(`discounts.validity.${validity}`),
          }))}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={t('discounts.fields.country')}
          form={form}
          name="country"
          options={[{ value: '', label: t('discounts.anyCountry') }, ...countryOptions(COUNTRIES, i18n.language)]}
        />
        <FormTextField
          className="col-6 col-md-4"
          label={t('discounts.fields.currency')}
          hint={t('discounts.currencyHint')}
          form={form}
          name="currency"
          normalize={(value) => value.toUpperCase()}
          maxLength={3}
          list="discount-currencies"
        />
        <datalist id="discount-currencies">
          {KNOWN_CURRENCIES.map((currency) => (
            <option key={currency} value={currency} />
          ))}
        </datalist>
        <FormTextField
          className="col-6 col-md-4"
          label={t('discounts.fields.minimumOrder')}
          hint={t('discounts.minimumHint')}
          inputMode="decimal"
          form={form}
          name="minimum_order_cents"
        />
        <FormTextField
          className="col-12 col-md-4"
          type="datetime-local"
          label={t('discounts.fields.expires')}
          hint={t('discounts.expiresHint')}
          form={form}
          name="expires_at"
        />
        <FormNumberField
          className="col-6 col-md-4"
          label={t('discounts.fields.signupWindow')}
          hint={t('discounts.signupWindowHint')}
          min={1}
          form={form}
          name="signup_window_seconds"
        />
        <FormNumberField
          className="col-6 col-md-4"
          label={t('discounts.fields.user')}
          hint={t('discounts.userHint')}
          min={1}
          form={form}
          name="user_id"
        />
        <FormChecklistField
          label={t('discounts.fields.methods')}
          hint={t('discounts.methodsHint')}
          form={form}
          name="paymentmethods"
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: common(`paymentMethods.${method}`) }))}
        />
        <FormSwitchField label={t('discounts.fields.unpaidOnly')} form={form} name="unpaid_only" />
        <div className="col-12">
          <FormOutcome form={form} />
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
