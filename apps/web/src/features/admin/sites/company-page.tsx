import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TAdminCompany } from '@app/shared';
import { formatDate } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage, useMay } from '../console-api';
import { FormSection, ListField, NumberField, SelectField, TextField } from './fields';
import { changedValues, errorsFor, fieldErrorsOf } from './form-values';
import { ChangeOutcome, ScreenHeader } from './parts';
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

type TCompanyDraft = Omit<TAdminCompany, 'id' | 'added' | 'sites' | 'delete_discount'> & {
  delete_discount: number | null;
};

function draftOf(company: TAdminCompany): TCompanyDraft {
  const { id: _id, added: _added, sites: _sites, ...rest } = company;
  return rest;
}

function CompanyForm({ company }: { company: TAdminCompany }) {
  const { t, i18n } = useTranslation('console-sites');
  const mayEditSites = useMay('sites.edit');
  const [saved, setSaved] = useState(company);
  const [draft, setDraft] = useState(() => draftOf(company));
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  const save = useAdminChange<object, { company: TAdminCompany }>('PUT', '/api/admin/company.php');
  const fields = fieldErrorsOf(save.error);
  const changes = changedValues(draftOf(saved), draft);
  const set = <K extends keyof TCompanyDraft>(key: K, value: TCompanyDraft[K]) => {
    setDone(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const text = (key: 'name' | 'address' | 'kvk' | 'city' | 'support_phone', className = 'col-12 col-md-6') => (
    <TextField
      className={className}
      label={t(`company.fields.${key}`)}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      errors={errorsFor(fields, key)}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(changes).length === 0) return setDone('unchanged');
    save.mutate(
      { id: company.id, ...changes },
      {
        onSuccess: (answer) => {
          setSaved(answer.company);
          setDraft(draftOf(answer.company));
          setDone('saved');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('company.formLabel', { company: saved.name })}>
      <FormSection
        title={saved.name}
        lead={t('company.meta', { added: formatDate(saved.added, i18n.language), count: saved.sites.length })}
      >
        {text('name')}
        {text('kvk')}
        {text('address')}
        {text('city', 'col-8 col-md-4')}
        <TextField
          className="col-4 col-md-2"
          label={t('company.fields.country')}
          hint={t('company.hints.country')}
          value={draft.country}
          maxLength={2}
          onChange={(value) => set('country', value.toUpperCase())}
          errors={errorsFor(fields, 'country')}
        />
        {text('support_phone')}
        <NumberField
          className="col-12 col-md-6"
          label={t('company.fields.delete_discount')}
          hint={t('company.hints.delete_discount')}
          min={0}
          max={100}
          value={draft.delete_discount}
          onChange={(value) => set('delete_discount', value)}
          errors={errorsFor(fields, 'delete_discount')}
        />
        <ListField
          className="col-12 col-md-6"
          label={t('company.fields.tradenames')}
          hint={t('company.hints.perLine')}
          value={draft.tradenames}
          onChange={(value) => set('tradenames', value)}
          errors={errorsFor(fields, 'tradenames')}
        />
        <ListField
          className="col-12 col-md-6"
          label={t('company.fields.vat_numbers')}
          hint={t('company.hints.perLine')}
          value={draft.vat_numbers}
          onChange={(value) => set('vat_numbers', value)}
          errors={errorsFor(fields, 'vat_numbers')}
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
          <ChangeOutcome
            error={save.error}
            fields={fields}
            shown={Object.keys(draft)}
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
  const [name, setName] = useState('');
  const [country, setCountry] = useState('NL');
  const create = useAdminChange<object, { company: TAdminCompany }>('POST', '/api/admin/company.php');
  const fields = fieldErrorsOf(create.error);
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ name, country }, { onSuccess: (answer) => onCreated(answer.company.id) });
  }
  return (
    <form onSubmit={submit} noValidate className="mb-3">
      <FormSection title={t('company.new.title')} lead={t('company.new.lead')}>
        <TextField
          className="col-12 col-md-8"
          label={t('company.fields.name')}
          value={name}
          onChange={setName}
          errors={errorsFor(fields, 'name')}
          required
        />
        <TextField
          className="col-12 col-md-4"
          label={t('company.fields.country')}
          hint={t('company.hints.country')}
          value={country}
          maxLength={2}
          onChange={(value) => setCountry(value.toUpperCase())}
          errors={errorsFor(fields, 'country')}
        />
        <div className="col-12">
          <ChangeOutcome error={create.error} fields={fields} shown={['name', 'country']} />
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
