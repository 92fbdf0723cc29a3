import { CONTACT_DETAIL_KINDS, type TAdminContactFlag } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { refusedPosition, textParts } from '../contact-flag-rules';
import { When } from './when';

/**
 * The text as the author wrote it, each contact detail marked with its kind (a tooltip, and words for screen
 * readers). Plain text nodes only: the text is the member's, never markup.
 */
export function FlaggedText({ flag }: { flag: TAdminContactFlag }) {
  const { t } = useTranslation('console-moderation');
  const parts = textParts(flag.text, flag.findings);
  const kinds = CONTACT_DETAIL_KINDS.filter((kind) => parts.some((part) => part.kind === kind));
  return (
    <figure className="mb-3">
      <figcaption className="small text-body-secondary mb-1">{t('contacts.asWritten')}</figcaption>
      <blockquote className="console-pre border-start border-3 ps-3 mb-1">
        {parts.map((part) => {
          if (!part.kind) return <span key={part.start}>{part.text}</span>;
          const label = t(`contacts.kinds.${part.kind}`);
          return (
            <mark key={part.start} className="contact-finding" title={label}>
              {part.text}
              <span className="visually-hidden"> ({label})</span>
            </mark>
          );
        })}
      </blockquote>
      {kinds.length > 0 && (
        <p className="small text-body-secondary mb-0">
          {t('contacts.found', { kinds: kinds.map((kind) => t(`contacts.kinds.${kind}`)).join(', ') })}
        </p>
      )}
    </figure>
  );
}

/**
 * The conversation around a flagged message, oldest first, the author's messages on the right: the flagged
 * one marked, and for a refused one a note where it would have stood.
 */
export function FlagConversation({ flag }: { flag: TAdminContactFlag }) {
  const { t } = useTranslation('console-moderation');
  const headingId = `flag-${flag.id}-conversation`;
  const items = flag.context.map((message) => <ContextMessage key={message.id} flag={flag} message={message} />);
  if (flag.action === 'refused')
    items.splice(
      refusedPosition(flag.context, flag.created_at),
      0,
      <li key="refused" className="contact-refused">
        {t('contacts.refusedMessage', { name: flag.name })}
      </li>,
    );
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6 mb-1">
        {flag.other_name ? t('contacts.conversationWith', { name: flag.other_name }) : t('contacts.conversation')}
      </h3>
      {flag.context.length === 0 && <p className="small text-body-secondary mb-2">{t('contacts.noContext')}</p>}
      {items.length > 0 && (
        <ol className="console-excerpt" aria-label={t('contacts.contextLabel')}>
          {items}
        </ol>
      )}
    </section>
  );
}

function ContextMessage({ flag, message }: { flag: TAdminContactFlag; message: TAdminContactFlag['context'][number] }) {
  const { t } = useTranslation('console-moderation');
  const flagged = message.id === flag.message_id;
  return (
    <li
      className={[message.from_author && 'from-author', flagged && 'is-flagged'].filter(Boolean).join(' ') || undefined}
    >
      <div className="small text-body-secondary">
        {message.from_author ? flag.name : (flag.other_name ?? t('contacts.otherMember'))}
        {' · '}
        <When value={message.created_at} />
        {flagged && (
          <span className="badge text-bg-warning ms-2">
            {flag.action === 'masked' ? t('contacts.flaggedMasked') : t('contacts.flaggedMessage')}
          </span>
        )}
      </div>
      {message.kind === 'gift' || message.kind === 'photo' ? (
        <em>{t(`complaint.kinds.${message.kind}`)}</em>
      ) : (
        <div className="console-pre">{message.body}</div>
      )}
    </li>
  );
}
