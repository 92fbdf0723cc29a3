import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { COUNTRIES, COUNTRY_CURRENCIES, isCountry, LANGUAGES, ZAdminSiteCreate, type TAdminSite } from '@app/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormSection } from './fields';
import { FormChecklistField, FormNumberSelectField, FormSelectField, FormTextField } from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { blankableId, choices } from './form-schemas';
import { countryOptions, languageOptions } from './options';
import { useAdminChange, useCompanies } from './site-admin.queries';

const rule = ZAdminSiteCreate.shape;
/** The settings a new site cannot do without, checked with the rules of POST /api/admin/site.php. */
const ZNewSiteDraft = z.object({
  name: rule.name,
  domain: rule.domain,
  company_id: blankableId(rule.company_id),
  languages: choices(rule.languages),
  countries: choices(rule.countries),
  default_country: z.string().pipe(rule.default_country),
  currency: rule.currency,
});

/** A new site of a company: the settings a site cannot do without; the rest start at their defaults. */
export function NewSiteForm({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('console-sites');
  const navigate = useNavigate();
  const companies = useCompanies();
  const firstCompany = companies.data?.companies[0]?.id ?? null;
  const form = useSchemaForm(ZNewSiteDraft, {
    defaultValues: {
      name: '',
      domain: '',
      company_id: null,
      languages: ['en'],
      countries: ['NL'],
      default_country: 'NL',
      currency: 'EUR',
    },
  });
  // The first company is chosen until the staff member chooses another (the list may load after the form).
  useEffect(() => {
    if (firstCompany !== null && form.getValues('company_id') === null) form.setValue('company_id', firstCompany);
  }, [firstCompany, form]);
  const create = useAdminChange<object, { site: TAdminSite }>('POST', '/api/admin/site.php');
  const companyOptions = (companies.data?.companies ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  const [countries, defaultCountry] = form.watch(['countries', 'default_country']);

  const submit = form.handleSubmit((site) =>
    create.mutate(site, {
      onSuccess: (answer) => void navigate(`/admin/sites/${answer.site.id}`),
      onError: (error) => showRefusal(error, form),
    }),
  );

  function chooseCountries(chosen: string[]) {
    form.setValue('countries', chosen, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const first = chosen[0];
    if (!chosen.includes(defaultCountry) && first) {
      form.setValue('default_country', first);
      if (isCountry(first)) form.setValue('currency', COUNTRY_CURRENCIES[first]);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-3">
      <FormSection title={t('sites.new.title')} lead={t('sites.new.lead')}>
        <FormTextField className="col-12 col-md-6" label={t('site.fields.name')} form={form} name="name" required />
        <FormTextField
          className="col-12 col-md-6"
          label={t('site.fields.domain')}
          hint={t('site.hints.domain')}
          form={form}
          name="domain"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <FormNumberSelectField
          label={t('site.fields.company')}
          form={form}
          name="company_id"
          options={companyOptions}
        />
        <FormTextField
          className="col-6 col-md-3"
          label={t('site.fields.currency')}
          hint={t('site.hints.currency')}
          form={form}
          name="currency"
          normalize={(value) => value.toUpperCase()}
          maxLength={3}
        />
        <FormSelectField
          className="col-6 col-md-3"
          label={t('site.fields.defaultCountry')}
          form={form}
          name="default_country"
          options={countryOptions(countries, i18n.language)}
        />
        <FormChecklistField
          label={t('site.fields.languages')}
          form={form}
          name="languages"
          options={languageOptions(LANGUAGES)}
        />
        <FormChecklistField
          label={t('site.fields.countries')}
          form={form}
          name="countries"
          onChoose={chooseCountries}
          options={countryOptions(COUNTRIES, i18n.language)}
        />
        <div className="col-12">
          <FormOutcome form={form} />
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('sites.new.submit')}
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
