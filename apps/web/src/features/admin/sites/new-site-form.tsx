import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COUNTRIES, COUNTRY_CURRENCIES, LANGUAGES, type TAdminSite, type TCountry } from '@app/shared';
import { ChecklistField, FormSection, SelectField, TextField } from './fields';
import { errorsFor, fieldErrorsOf } from './form-values';
import { countryOptions, languageOptions } from './options';
import { ChangeOutcome } from './parts';
import { useAdminChange, useCompanies } from './site-admin.queries';

const SHOWN = ['name', 'domain', 'company_id', 'languages', 'countries', 'default_country', 'currency'];

/** A new site of a company: the settings a site cannot do without; the rest start at their defaults. */
export function NewSiteForm({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('console-sites');
  const navigate = useNavigate();
  const companies = useCompanies();
  const [draft, setDraft] = useState({
    name: '',
    domain: '',
    company_id: '',
    languages: ['en'] as string[],
    countries: ['NL'] as string[],
    default_country: 'NL',
    currency: 'EUR',
  });
  const create = useAdminChange<object, { site: TAdminSite }>('POST', '/api/admin/site.php');
  const fields = fieldErrorsOf(create.error);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const companyOptions = (companies.data?.companies ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  const companyId = draft.company_id || companyOptions[0]?.value || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { ...draft, company_id: Number(companyId) },
      { onSuccess: ({ site }) => void navigate(`/admin/sites/${site.id}`) },
    );
  }

  function chooseCountries(countries: string[]) {
    set('countries', countries);
    if (!countries.includes(draft.default_country) && countries[0]) {
      set('default_country', countries[0]);
      set('currency', COUNTRY_CURRENCIES[countries[0] as TCountry]);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mb-3">
      <FormSection title={t('sites.new.title')} lead={t('sites.new.lead')}>
        <TextField
          className="col-12 col-md-6"
          label={t('site.fields.name')}
          value={draft.name}
          onChange={(value) => set('name', value)}
          errors={errorsFor(fields, 'name')}
          required
        />
        <TextField
          className="col-12 col-md-6"
          label={t('site.fields.domain')}
          hint={t('site.hints.domain')}
          value={draft.domain}
          onChange={(value) => set('domain', value)}
          errors={errorsFor(fields, 'domain')}
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <SelectField
          label={t('site.fields.company')}
          value={companyId}
          onChange={(value) => set('company_id', value)}
          options={companyOptions}
          errors={errorsFor(fields, 'company_id')}
        />
        <TextField
          className="col-6 col-md-3"
          label={t('site.fields.currency')}
          hint={t('site.hints.currency')}
          value={draft.currency}
          onChange={(value) => set('currency', value.toUpperCase())}
          errors={errorsFor(fields, 'currency')}
          maxLength={3}
        />
        <SelectField
          className="col-6 col-md-3"
          label={t('site.fields.defaultCountry')}
          value={draft.default_country}
          onChange={(value) => set('default_country', value)}
          options={countryOptions(draft.countries, i18n.language)}
          errors={errorsFor(fields, 'default_country')}
        />
        <ChecklistField
          label={t('site.fields.languages')}
          value={draft.languages}
          onChange={(value) => set('languages', value)}
          options={languageOptions(LANGUAGES)}
          errors={errorsFor(fields, 'languages')}
        />
        <ChecklistField
          label={t('site.fields.countries')}
          value={draft.countries}
          onChange={chooseCountries}
          options={countryOptions(COUNTRIES, i18n.language)}
          errors={errorsFor(fields, 'countries')}
        />
        <div className="col-12">
          <ChangeOutcome error={create.error} fields={fields} shown={SHOWN} />
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
