import { useTranslation } from 'react-i18next';
import { LOGGED_OUT_SEARCH_MODES, NICHES, SIGNUP_MODES } from '@app/shared';
import { FormSection } from './fields';
import { FormListField, FormNumberField, FormNumberSelectField, FormSelectField, FormTextField } from './form-fields';
import { useCompanies } from './site-admin.queries';
import { IndexTextsSection } from './site-index-texts-section';
import type { TSiteSectionProps } from './site-section-props';

/** Name, domains, company, search engine texts, who may sign up and search. */
export function DomainSections({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const companies = useCompanies();
  const companyOptions = (companies.data?.companies ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  const companyId = form.watch('company_id');
  if (!companyOptions.some((option) => option.value === String(companyId)))
    companyOptions.unshift({ value: String(companyId), label: `#${companyId}` });

  return (
    <>
      <FormSection title={t('site.sections.identity')}>
        <FormTextField className="col-12 col-md-6" label={t('site.fields.name')} form={form} name="name" />
        <FormTextField
          className="col-12 col-md-6"
          label={t('site.fields.mailName')}
          hint={t('site.hints.mailName')}
          form={form}
          name="mail_name"
        />
        <FormTextField
          className="col-12 col-md-6"
          label={t('site.fields.domain')}
          hint={t('site.hints.domain')}
          form={form}
          name="domain"
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormListField
          className="col-12 col-md-6"
          label={t('site.fields.domains')}
          hint={t('site.hints.domains')}
          form={form}
          name="domains"
          rows={2}
        />
        <FormTextField
          className="col-12 col-md-6"
          label={t('site.fields.domainLanguage')}
          hint={t('site.hints.domainLanguage')}
          form={form}
          name="domain_language"
        />
        <FormTextField
          className="col-12 col-md-6"
          label={t('site.fields.cdnPrefix')}
          hint={t('site.hints.cdnPrefix')}
          form={form}
          name="cdn_prefix"
        />
        <FormNumberSelectField
          label={t('site.fields.company')}
          form={form}
          name="company_id"
          options={companyOptions}
        />
        <FormNumberSelectField
          label={t('site.fields.niche')}
          hint={t('site.hints.niche')}
          form={form}
          name="niche"
          options={NICHES.map((niche) => ({ value: String(niche), label: t(`niches.${niche}`) }))}
        />
      </FormSection>

      <IndexTextsSection form={form} />

      <FormSection title={t('site.sections.access')} lead={t('site.sections.accessLead')}>
        <FormSelectField
          className="col-12 col-md-4"
          label={t('site.fields.signups')}
          form={form}
          name="signups"
          options={SIGNUP_MODES.map((mode) => ({ value: mode, label: t(`site.signupModes.${mode}`) }))}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={t('site.fields.loggedOutSearch')}
          form={form}
          name="logged_out_search"
          options={LOGGED_OUT_SEARCH_MODES.map((mode) => ({ value: mode, label: t(`site.searchModes.${mode}`) }))}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={t('site.fields.loggedOutSearchTrafficsource')}
          form={form}
          name="logged_out_search_trafficsource"
          options={LOGGED_OUT_SEARCH_MODES.map((mode) => ({ value: mode, label: t(`site.searchModes.${mode}`) }))}
        />
        <FormNumberField label={t('site.fields.minAge')} form={form} name="min_age" />
      </FormSection>
    </>
  );
}

/** How members reach support. */
export function SupportSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  return (
    <FormSection title={t('site.sections.support')}>
      <FormTextField
        className="col-12 col-md-6"
        label={t('site.fields.supportPhone')}
        type="tel"
        form={form}
        name="support_phone"
      />
      <FormTextField
        className="col-12 col-md-6"
        label={t('site.fields.supportEmail')}
        type="email"
        form={form}
        name="support_email"
      />
    </FormSection>
  );
}
