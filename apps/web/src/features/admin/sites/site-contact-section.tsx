import { useTranslation } from 'react-i18next';
import { CONTACT_DETAIL_POLICIES } from '@app/shared';
import { FormSection } from './fields';
import { FormSelectField } from './form-fields';
import type { TSiteSectionProps } from './site-section-props';

/**
 * What the site does with phone numbers, e-mail addresses, links and messenger names in messages and "about
 * me" texts. The hint tells what members experience under the chosen rule.
 */
export function ContactDetailsSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const policy = form.watch('contact_details');
  return (
    <FormSection title={t('site.sections.contacts')} lead={t('site.sections.contactsLead')}>
      <FormSelectField
        className="col-12 col-lg-8"
        label={t('site.fields.contactDetails')}
        hint={
          <>
            {t(`site.contactPolicyHints.${policy}`)} {t('site.hints.contactDetails')}
          </>
        }
        form={form}
        name="contact_details"
        options={CONTACT_DETAIL_POLICIES.map((choice) => ({
          value: choice,
          label: t(`site.contactPolicies.${choice}`),
        }))}
      />
    </FormSection>
  );
}
