import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TAdminCompany } from '@app/shared';
import { formatDate } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage, useMay } from '../console-api';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { companyChanges, draftOfCompany, ZCompanyDraft, ZNewCompanyDraft } from './company-draft';
import { FormSection, SelectField } from './fields';
import { FormListField, FormNumberField, FormTextField } from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { ScreenHeader } from './parts';
import { useAdminChange, useCompanies } from './site-admin.queries';
import './sites.scss';

/** `/admin/company`: who runs the sites, as footers, terms and receipts show it; a new company. */
export function CompanyPage() {
  const { t } = useTranslation('console-sites');
  const companies = useCompanies();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);

  if (companies.isPending) return <Loading />;
  if (companies.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void companies.refetch()}>
        {errorMessage(companies.error)}
      </ConsoleMessage>
    );
  const list = companies.data.companies;
  const company = list.find((entry) => entry.id === Number(params.get('company'))) ?? list[0];
  const choose = (id: number) => setParams({ company: String(id) }, { replace: true });

  return (
    <>
      <ScreenHeader title={t('company.title')} lead={t('company.lead')}>
        {!adding && (
          <button type="button" className="btn btn-outline-primary" onClick={() => setAdding(true)}>
            {t('company.add')}
          </button>
        )}
      </ScreenHeader>
      {adding && (
        <NewCompanyForm
          onClose={() => setAdding(false)}
          onCreated={(id) => {
            setAdding(false);
            choose(id);
          }}
        />
      )}
      {list.length > 1 && company && (
        <div className="row mb-3">
          <SelectField
            className="col-12 col-md-6"
            label={t('company.choose')}
            value={String(company.id)}
            onChange={(value) => choose(Number(value))}
            options={list.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          />
        </div>
      )}
      {company ? (
        <CompanyForm key={company.id} company={company} />
      ) : (
        <ConsoleMessage>{t('company.none')}</ConsoleMessage>
      )}
    </>
  );
}

function CompanyForm({ company }: { company: TAdminCompany }) {
  const { t, i18n } = useTranslation('console-sites');
  const mayEditSites = useMay('sites.edit');
  const [saved, setSaved] = useState(company);
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  const form = useSchemaForm(ZCompanyDraft, { defaultValues: draftOfCompany(company) });
  const save = useAdminChange<object, { company: TAdminCompany }>('PUT', '/api/admin/company.php');
  const text = (key: 'name' | 'address' | 'kvk' | 'city' | 'support_phone', className = 'col-12 col-md-6') => (
    <FormTextField className={className} label={t(`company.fields.${key}`)} form={form} name={key} />
  );

  const submit = form.handleSubmit((values) => {
    const changes = companyChanges(saved, form.getValues(), values);
    if (Object.keys(changes).length === 0) return setDone('unchanged');
    save.mutate(
      { id: company.id, ...changes },
      {
        onSuccess: (answer) => {
          setSaved(answer.company);
          form.reset(draftOfCompany(answer.company));
          setDone('saved');
        },
        onError: (error) => showRefusal(error, form),
      },
    );
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onChange={() => setDone(null)}
      noValidate
      aria-label={t('company.formLabel', { company: saved.name })}
    >
      <FormSection
        title={saved.name}
        lead={t('company.meta', { added: formatDate(saved.added, i18n.language), count: saved.sites.length })}
      >
        {text('name')}
        {text('kvk')}
        {text('address')}
        {text('city', 'col-8 col-md-4')}
        <FormTextField
          className="col-4 col-md-2"
          label={t('company.fields.country')}
          hint={t('company.hints.country')}
          form={form}
          name="country"
          normalize={(value) => value.toUpperCase()}
          maxLength={2}
        />
        {text('support_phone')}
        <FormNumberField
          className="col-12 col-md-6"
          label={t('company.fields.delete_discount')}
          hint={t('company.hints.delete_discount')}
          min={0}
          max={100}
          form={form}
          name="delete_discount"
        />
        <FormListField
          className="col-12 col-md-6"
          label={t('company.fields.tradenames')}
          hint={t('company.hints.perLine')}
          form={form}
          name="tradenames"
        />
        <FormListField
          className="col-12 col-md-6"
          label={t('company.fields.vat_numbers')}
          hint={t('company.hints.perLine')}
          form={form}
          name="vat_numbers"
        />
        {saved.sites.length > 0 && (
          <div className="col-12">
            <h3 className="h6">{t('company.sites')}</h3>
            <ul className="list-inline mb-0">
              {saved.sites.map((site) => (
                <li key={site.id} className="list-inline-item">
                  {mayEditSites ? <Link to={`/admin/sites/${site.id}`}>{site.name}</Link> : site.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="col-12">
          <FormOutcome
            form={form}
            done={done === 'saved' ? t('company.saved') : done === 'unchanged' ? t('site.unchanged') : null}
          />
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('company.save')}
          </button>
        </div>
      </FormSection>
    </form>
  );
}

function NewCompanyForm({ onClose, onCreated }: { onClose(): void; onCreated(id: number): void }) {
  const { t } = useTranslation('console-sites');
  const form = useSchemaForm(ZNewCompanyDraft, { defaultValues: { name: '', country: 'NL' } });
  const create = useAdminChange<object, { company: TAdminCompany }>('POST', '/api/admin/company.php');
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => onCreated(answer.company.id),
      onError: (error) => showRefusal(error, form),
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-3">
      <FormSection title={t('company.new.title')} lead={t('company.new.lead')}>
        <FormTextField className="col-12 col-md-8" label={t('company.fields.name')} form={form} name="name" required />
        <FormTextField
          className="col-12 col-md-4"
          label={t('company.fields.country')}
          hint={t('company.hints.country')}
          form={form}
          name="country"
          normalize={(value) => value.toUpperCase()}
          maxLength={2}
        />
        <div className="col-12">
          <FormOutcome form={form} />
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('company.new.submit')}
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
