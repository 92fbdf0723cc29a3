import { useTranslation } from 'react-i18next';
import { RISK_REVIEW_THRESHOLD_MIN, RISK_SCORE_MAX } from '@app/shared';
import { FormSection } from './fields';
import { FormNumberField } from './form-fields';
import type { TSiteSectionProps } from './site-section-props';

/** The score at which a member waits in the scam and harassment review queue (issue 20 item 2). */
export function RiskSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  return (
    <FormSection title={t('site.sections.risk')} lead={t('site.sections.riskLead')}>
      <FormNumberField
        className="col-12 col-md-8"
        label={t('site.fields.riskThreshold')}
        hint={t('site.hints.riskThreshold')}
        min={RISK_REVIEW_THRESHOLD_MIN}
        max={RISK_SCORE_MAX}
        form={form}
        name="risk_review_threshold"
      />
    </FormSection>
  );
}
