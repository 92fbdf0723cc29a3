import type { TAdminRiskEvidence, TAdminRiskReview } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../risk-review-rules';
import { When } from './when';

/** One piece of evidence: what it is, the terms found or how many conversations, and the messages behind it. */
export function RiskEvidenceItem({ item, review }: { item: TAdminRiskEvidence; review?: TAdminRiskReview }) {
  const { t } = useTranslation('console-moderation');
  const messages = review ? messagesOf(review, item.message_ids) : [];
  return (
    <li className="mb-2">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <span className="fw-semibold">{t(`risk.kinds.${item.kind}`)}</span>
        <span className="small text-body-secondary">
          <When value={item.updated_at} />
        </span>
        {item.terms.length > 0 && <span className="small">{t('risk.terms', { terms: item.terms.join(', ') })}</span>}
        {item.terms.length === 0 && <span className="small">{t('risk.conversations', { number: item.count })}</span>}
      </div>
      {review &&
        (messages.length === 0 ? (
          <blockquote className="console-pre small mb-0 border-start ps-2">{item.excerpt}</blockquote>
        ) : (
          <ol className="console-excerpt small mb-0" aria-label={t('risk.messages')}>
            {messages.map((message) => (
              <li key={message.id}>
                <div className="small text-body-secondary">
                  {t('risk.to', { name: message.to_name })} · <When value={message.created_at} />
                </div>
                <div className="console-pre">{message.body}</div>
              </li>
            ))}
          </ol>
        ))}
    </li>
  );
}
