import type { TAdminDossierRisk } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMay } from '../../console-api';
import { RiskEvidenceItem } from '../../moderation/components/risk-evidence';
import { When } from '../../moderation/components/when';
import { Section } from './section';

/**
 * The member's scam and harassment score with its evidence (open items count towards it; decided ones name
 * their review) and the reviews of it (issue 20 item 2).
 */
export function RiskSection({ risk }: { risk: TAdminDossierRisk }) {
  const { t } = useTranslation('console-support');
  const { t: tm } = useTranslation('console-moderation');
  const mayReview = useMay('risk.review');
  const open = risk.evidence.filter((item) => item.review_id === null);
  const decided = risk.evidence.filter((item) => item.review_id !== null);
  return (
    <Section title={t('risk.title')}>
      <p className="fw-semibold mb-2" data-testid="risk-score">
        {t('risk.score', { score: risk.score })}
      </p>
      {risk.evidence.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('risk.empty')}</p>
      ) : (
        <>
          {open.length > 0 && (
            <>
              <h3 className="h6">{t('risk.open')}</h3>
              <ul className="list-unstyled">
                {open.map((item) => (
                  <RiskEvidenceItem key={item.id} item={item} />
                ))}
              </ul>
            </>
          )}
          {decided.map((item) => (
            <ul key={item.id} className="list-unstyled mb-1">
              <RiskEvidenceItem item={item} />
              <li className="small text-body-secondary">{t('risk.decided', { id: item.review_id })}</li>
            </ul>
          ))}
        </>
      )}
      {risk.reviews.length > 0 && (
        <>
          <h3 className="h6 mt-3">{t('risk.reviews')}</h3>
          <ul className="list-unstyled mb-0">
            {risk.reviews.map((review) => (
              <li key={review.id} className="small">
                {mayReview ? <Link to={`/admin/risk?review=${review.id}`}>#{review.id}</Link> : `#${review.id}`}{' '}
                {tm(`risk.statuses.${review.status}`)} · <When value={review.decided_at ?? review.created_at} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
