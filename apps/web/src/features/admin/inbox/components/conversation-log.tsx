import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '@app/shared';
import { formatDate } from '../../../../lib/format';

function MessageContent({ message, cdn }: { message: TMessage; cdn: string }) {
  const { t } = useTranslation('console-inbox');
  if (message.kind === 'gift' && message.gift)
    return (
      <figure className="mb-0 d-flex align-items-center gap-2">
        <img src={`${cdn}${message.gift.image}`} alt="" width={48} height={48} loading="lazy" />
        <figcaption>{t('conversation.gift', { name: message.gift.name })}</figcaption>
      </figure>
    );
  if (message.kind === 'photo' && message.photo)
    return (
      <a
        href={`${cdn}${message.photo.filename}`}
        target="_blank"
        rel="noreferrer"
        aria-label={t('conversation.openPhoto')}
      >
        <img
          src={`${cdn}${message.photo.thumb_filename}`}
          alt={t('conversation.photo')}
          className="inbox-photo"
          loading="lazy"
        />
      </a>
    );
  return <p className="mb-0 inbox-text">{message.body}</p>;
}

/** The whole conversation, oldest first, scrolled to the newest message; the fictional profile's on the right. */
export function ConversationLog({
  messages,
  fictional,
  member,
  cdnPrefix,
}: {
  messages: TMessage[];
  fictional: { id: number; name: string };
  member: { name: string };
  /** The address prefix of the conversation's site, for gifts and photos. */
  cdnPrefix: string;
}) {
  const { t, i18n } = useTranslation('console-inbox');
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  if (messages.length === 0) return <p className="text-body-secondary">{t('conversation.empty')}</p>;
  return (
    // The live log wraps the list: a list with role="log" would no longer be a list to its items.
    <div
      ref={log}
      className="inbox-log"
      role="log"
      aria-label={t('conversation.log', { member: member.name, fictional: fictional.name })}
      tabIndex={0}
    >
      <ol className="list-unstyled mb-0">
        {messages.map((message) => {
          const answer = message.sender_id === fictional.id;
          return (
            <li key={message.id} className={`inbox-bubble ${answer ? 'answer' : 'incoming'}`}>
              <span className="visually-hidden">
                {answer
                  ? t('conversation.fromFictional', { name: fictional.name })
                  : t('conversation.fromMember', { name: member.name })}
              </span>
              <MessageContent message={message} cdn={cdnPrefix} />
              <time className="d-block small text-body-secondary mt-1" dateTime={message.created_at}>
                {formatDate(message.created_at, i18n.resolvedLanguage ?? 'en', {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </time>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
