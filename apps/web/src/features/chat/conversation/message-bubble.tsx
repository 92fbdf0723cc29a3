import { useTranslation } from 'react-i18next';
import type { TMessage } from '@app/shared';
import { formatDate } from '../../../lib/format';
import { ChatIcon } from '../chat-icons';
import type { TConversationItem } from '../conversation-items';
import type { TDraft, TOutgoing } from '../outbox';

export interface TPhotoView {
  src: string;
  alt: string;
}

interface BubbleProps {
  item: TConversationItem;
  cdnPrefix: string;
  otherName: string;
  onOpenPhoto(photo: TPhotoView): void;
  onRetry(outgoing: TOutgoing): void;
  onDiscard(outgoing: TOutgoing): void;
}

type TContent =
  | { kind: 'text'; body: string }
  | { kind: 'gift'; name: string; image: string }
  | { kind: 'photo'; thumb: string; filename: string };

function contentOfMessage(message: TMessage): TContent {
  if (message.kind === 'gift' && message.gift)
    return { kind: 'gift', name: message.gift.name, image: message.gift.image };
  if (message.kind === 'photo' && message.photo)
    return { kind: 'photo', thumb: message.photo.thumb_filename, filename: message.photo.filename };
  return { kind: 'text', body: message.body };
}

function contentOfDraft(draft: TDraft): TContent {
  if (draft.kind === 'gift') return { kind: 'gift', name: draft.gift.name, image: draft.gift.image };
  if (draft.kind === 'photo')
    return { kind: 'photo', thumb: draft.photo.thumb_filename, filename: draft.photo.filename };
  return { kind: 'text', body: draft.body };
}

function BubbleContent({
  content,
  cdnPrefix,
  alt,
  onOpenPhoto,
}: {
  content: TContent;
  cdnPrefix: string;
  alt: string;
  onOpenPhoto(photo: TPhotoView): void;
}) {
  const { t } = useTranslation();
  if (content.kind === 'gift')
    return (
      <figure className="chat-gift mb-0">
        <img src={`${cdnPrefix}${content.image}`} alt="" width={96} height={96} loading="lazy" />
        <figcaption>{t('chat.giftCaption', { name: content.name })}</figcaption>
      </figure>
    );
  if (content.kind === 'photo')
    return (
      <button
        type="button"
        className="chat-photo"
        aria-label={t('chat.openPhoto')}
        onClick={() => onOpenPhoto({ src: `${cdnPrefix}${content.filename}`, alt })}
      >
        <img src={`${cdnPrefix}${content.thumb}`} alt={alt} loading="lazy" />
      </button>
    );
  return <p className="chat-text mb-0">{content.body}</p>;
}

/** One message as a bubble: the member's own on the right, the other's on the left; pending and failed ones marked. */
export function MessageBubble({ item, cdnPrefix, otherName, onOpenPhoto, onRetry, onDiscard }: BubbleProps) {
  const { t, i18n } = useTranslation();
  const own = item.kind === 'outgoing' || item.own;
  const state = item.kind === 'outgoing' ? item.outgoing.state : 'sent';
  const content = item.kind === 'message' ? contentOfMessage(item.message) : contentOfDraft(item.outgoing.draft);
  const at = item.kind === 'message' ? item.message.created_at : item.outgoing.createdAt;
  const alt = own ? t('chat.ownPhoto') : t('chat.photoFrom', { name: otherName });
  return (
    <div className={`chat-row ${own ? 'own' : 'theirs'}`}>
      <div className={`chat-bubble ${content.kind} ${state}`}>
        <BubbleContent content={content} cdnPrefix={cdnPrefix} alt={alt} onOpenPhoto={onOpenPhoto} />
        <span className="chat-meta">
          <time dateTime={at}>{formatDate(at, i18n.language, { timeStyle: 'short' })}</time>
          {state === 'pending' && (
            <span title={t('chat.sending')}>
              <ChatIcon name="clock" className="ms-1" />
              <span className="visually-hidden">{t('chat.sending')}</span>
            </span>
          )}
          {state === 'failed' && <ChatIcon name="alert" className="ms-1" />}
        </span>
      </div>
      {item.kind === 'message' && item.readReceipt && (
        <div className="chat-receipt">
          <ChatIcon name="check" className="me-1" />
          {t('chat.read')}
        </div>
      )}
      {item.kind === 'outgoing' && item.outgoing.state === 'failed' && (
        <div className="chat-failed" role="status">
          <span className="text-danger">{t('chat.notSent')}</span>
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onRetry(item.outgoing)}>
            {t('common.retry')}
          </button>
          <button
            type="button"
            className="btn btn-link btn-sm p-0 text-body-secondary"
            onClick={() => onDiscard(item.outgoing)}
          >
            {t('chat.discard')}
          </button>
        </div>
      )}
    </div>
  );
}
