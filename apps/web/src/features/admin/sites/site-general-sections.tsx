import { useTranslation } from 'react-i18next';
import { LOGGED_OUT_SEARCH_MODES, NICHES, SIGNUP_MODES } from '@app/shared';
import { FormSection, ListField, NumberField, SelectField, TextAreaField, TextField } from './fields';
import { errorsFor } from './form-values';
import { useCompanies } from './site-admin.queries';
import type { TSiteSectionProps } from './site-section-props';

/** Name, domains, company, search engine texts, who may sign up and search. */
export function DomainSections({ draft, set, fields }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const companies = useCompanies();
  const companyOptions = (companies.data?.companies ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  if (!companyOptions.some((option) => option.value === String(draft.company_id)))
    companyOptions.unshift({ value: String(draft.company_id), label: `#${draft.company_id}` });

  return (
    <>
      <FormSection title={t('site.sections.identity')}>
        <TextField
          className="col-12 col-md-6"
          label={t('site.fields.name')}
          value={draft.name}
          onChange={(value) => set('name', value)}
          errors={errorsFor(fields, 'name')}
        />
        <TextField
          className="col-12 col-md-6"
          label={t('site.fields.mailName')}
          hint={t('site.hints.mailName')}
          value={draft.mail_name}
          onChange={(value) => set('mail_name', value)}
          errors={errorsFor(fields, 'mail_name')}
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
        />
        <ListField
          className="col-12 col-md-6"
          label={t('site.fields.domains')}
          hint={t('site.hints.domains')}
          value={draft.domains}
          onChange={(value) => set('domains', value)}
          errors={errorsFor(fields, 'domains')}
          rows={2}
        />
        <TextField
          className="col-12 col-md-6"
          label={t('site.fields.domainLanguage')}
          hint={t('site.hints.domainLanguage')}
          value={draft.domain_language ?? ''}
          onChange={(value) => set('domain_language', value.trim() === '' ? null : value.trim())}
          errors={errorsFor(fields, 'domain_language')}
        />
        <TextField
          className="col-12 col-md-6"
          label={t('site.fields.cdnPrefix')}
          hint={t('site.hints.cdnPrefix')}
          value={draft.cdn_prefix}
          onChange={(value) => set('cdn_prefix', value)}
          errors={errorsFor(fields, 'cdn_prefix')}
        />
        <SelectField
          label={t('site.fields.company')}
          value={String(draft.company_id)}
          onChange={(value) => set('company_id', Number(value))}
          options={companyOptions}
          errors={errorsFor(fields, 'company_id')}
        />
        <SelectField
          label={t('site.fields.niche')}
          hint={t('site.hints.niche')}
          value={String(draft.niche)}
          onChange={(value) => set('niche', Number(value))}
          options={NICHES.map((niche) => ({ value: String(niche), label: t(`niches.${niche}`) }))}
          errors={errorsFor(fields, 'niche')}
        />
      </FormSection>

      <FormSection title={t('site.sections.searchEngines')}>
        <TextField
          label={t('site.fields.indexTitle')}
          value={draft.index_title}
          onChange={(value) => set('index_title', value)}
          errors={errorsFor(fields, 'index_title')}
        />
        <TextAreaField
          label={t('site.fields.description')}
          value={draft.description}
          onChange={(value) => set('description', value)}
          errors={errorsFor(fields, 'description')}
        />
      </FormSection>

      <FormSection title={t('site.sections.access')} lead={t('site.sections.accessLead')}>
        <SelectField
          className="col-12 col-md-4"
          label={t('site.fields.signups')}
          value={draft.signups}
          onChange={(value) => set('signups', value as typeof draft.signups)}
          options={SIGNUP_MODES.map((mode) => ({ value: mode, label: t(`site.signupModes.${mode}`) }))}
          errors={errorsFor(fields, 'signups')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={t('site.fields.loggedOutSearch')}
          value={draft.logged_out_search}
          onChange={(value) => set('logged_out_search', value as typeof draft.logged_out_search)}
          options={LOGGED_OUT_SEARCH_MODES.map((mode) => ({ value: mode, label: t(`site.searchModes.${mode}`) }))}
          errors={errorsFor(fields, 'logged_out_search')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={t('site.fields.loggedOutSearchTrafficsource')}
          value={draft.logged_out_search_trafficsource}
          onChange={(value) =>
            set('logged_out_search_trafficsource', value as typeof draft.logged_out_search_trafficsource)
          }
          options={LOGGED_OUT_SEARCH_MODES.map((mode) => ({ value: mode, label: t(`site.searchModes.${mode}`) }))}
          errors={errorsFor(fields, 'logged_out_search_trafficsource')}
        />
        <NumberField
          label={t('site.fields.minAge')}
          value={draft.min_age}
          onChange={(value) => set('min_age', value)}
          errors={errorsFor(fields, 'min_age')}
        />
      </FormSection>
    </>
  );
}

/** How members reach support. */
export function SupportSection({ draft, set, fields }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  return (
    <FormSection title={t('site.sections.support')}>
      <TextField
        className="col-12 col-md-6"
        label={t('site.fields.supportPhone')}
        type="tel"
        value={draft.support_phone}
        onChange={(value) => set('support_phone', value)}
        errors={errorsFor(fields, 'support_phone')}
      />
      <TextField
        className="col-12 col-md-6"
        label={t('site.fields.supportEmail')}
        type="email"
        value={draft.support_email}
        onChange={(value) => set('support_email', value)}
        errors={errorsFor(fields, 'support_email')}
      />
    </FormSection>
  );
}
