import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TMessagesResponse } from '@app/shared';
import { Modal } from '../../../components/modal';
import { dayLabel } from '../chat-time';
import { partnerName } from '../chat-partner';
import { conversationItems } from '../conversation-items';
import type { TOutgoing } from '../outbox';
import { MessageBubble, type TPhotoView } from './message-bubble';

/** Within this distance of the end the list follows new messages; near the top it loads older ones. */
const STICK_TO_BOTTOM_PX = 120;
const LOAD_OLDER_PX = 200;

interface MessageListProps {
  data: TMessagesResponse;
  outgoing: readonly TOutgoing[];
  ownProfileId: number;
  cdnPrefix: string;
  typing: boolean;
  /** Above the oldest message: loading, the history limit or an error. */
  older: { loading: boolean; blocked: boolean; notice: ReactNode };
  onLoadOlder(): void;
  onRetry(outgoing: TOutgoing): void;
  onDiscard(outgoing: TOutgoing): void;
  empty: ReactNode;
}

/**
 * The messages of a conversation, oldest at the top, with day separators. It starts at the newest,
 * follows new ones while the member is at the end, and loads older pages when scrolled up, keeping
 * what the member was reading in place.
 */
export function MessageList(props: MessageListProps) {
  const { data, outgoing, ownProfileId, cdnPrefix, typing, older, onLoadOlder } = props;
  const { t, i18n } = useTranslation();
  const otherName = partnerName(data.profile, t);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const [photo, setPhoto] = useState<TPhotoView | null>(null);
  const [now] = useState(() => new Date());
  const items = conversationItems(data.messages, outgoing, ownProfileId, data.other_last_read_message_id);
  const firstId = data.messages[0]?.id ?? null;
  const last = items.at(-1);
  const lastKey =
    last?.type === 'item'
      ? last.item.kind === 'message'
        ? `m${last.item.message.id}`
        : `o${last.item.outgoing.key}`
      : 'none';
  const lastIsOwn = last?.type === 'item' && (last.item.kind === 'outgoing' || last.item.own);
  const canLoadOlder = data.has_more && !older.loading && !older.blocked;

  function requestOlder() {
    const element = scroller.current;
    if (!element || !canLoadOlder) return;
    keepFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  }

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
    if (element.scrollTop < LOAD_OLDER_PX) requestOlder();
  }

  // Older messages came in above: the one the member was reading stays where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || keepFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  // A new message at the end: follow it when the member was at the end, or wrote it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || lastIsOwn)) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [lastKey, lastIsOwn, typing]);

  // Pictures that load later make the list taller: stay at the end if the member was there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const words = { today: t('chat.today'), yesterday: t('chat.yesterday') };
  return (
    <div className="chat-scroller" ref={scroller} onScroll={onScroll} tabIndex={0}>
      <div className="chat-scroller-content" ref={content}>
        {older.notice}
        {data.has_more && !older.blocked && (
          <div className="text-center my-2">
            <button
              type="button"
              className="btn btn-sm btn-light rounded-pill"
              disabled={older.loading}
              onClick={requestOlder}
            >
              {older.loading ? t('chat.loadingOlder') : t('chat.loadOlder')}
            </button>
          </div>
        )}
        {items.length === 0 && props.empty}
        <div role="log" aria-live="polite" aria-label={t('chat.log', { name: otherName })}>
          {items.map((entry) =>
            entry.type === 'day' ? (
              <div className="chat-day" key={`d${entry.key}`}>
                <span>{dayLabel(entry.date, now, i18n.language, words)}</span>
              </div>
            ) : (
              <MessageBubble
                key={entry.item.kind === 'message' ? `m${entry.item.message.id}` : `o${entry.item.outgoing.key}`}
                item={entry.item}
                cdnPrefix={cdnPrefix}
                otherName={otherName}
                onOpenPhoto={setPhoto}
                onRetry={props.onRetry}
                onDiscard={props.onDiscard}
              />
            ),
          )}
        </div>
        {typing && (
          <p className="chat-typing" aria-live="polite">
            <span className="chat-typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('chat.typing', { name: otherName })}
          </p>
        )}
      </div>
      {photo &&
        createPortal(
          <Modal title={photo.alt} size="lg" onClose={() => setPhoto(null)}>
            <img className="img-fluid rounded-3 d-block mx-auto chat-photo-large" src={photo.src} alt={photo.alt} />
          </Modal>,
          document.body,
        )}
    </div>
  );
}
