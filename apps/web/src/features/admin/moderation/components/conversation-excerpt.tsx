import type { TAdminComplaintDetail } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { When } from './when';

/** The latest messages between reporter and reported member, as a chat: the reported member's on the right. */
export function ConversationExcerpt({ detail }: { detail: TAdminComplaintDetail }) {
  const { t } = useTranslation('console-moderation');
  if (detail.excerpt.length === 0) return <p className="mb-0 text-body-secondary">{t('complaint.noExcerpt')}</p>;
  const reportedId = detail.reported?.id;
  return (
    <>
      <p className="small text-body-secondary">{t('complaint.excerptLead')}</p>
      <ol className="console-excerpt" aria-label={t('complaint.excerptLabel')}>
        {detail.excerpt.map((message) => {
          const fromReported = message.sender_id === reportedId;
          return (
            <li key={message.id} className={fromReported ? 'from-reported' : undefined}>
              <div className="small text-body-secondary">
                {fromReported ? (detail.reported?.name ?? t('complaint.fromReported')) : t('complaint.fromReporter')}
                {' · '}
                <When value={message.created_at} />
              </div>
              {message.kind === 'gift' || message.kind === 'photo' ? (
                <em>{t(`complaint.kinds.${message.kind}`)}</em>
              ) : (
                <div className="console-pre">{message.body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
