import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChatEntry } from '@app/shared';
import { badgeText } from '../../../lib/badges';
import { ChatIcon } from '../chat-icons';
import { formatRelativeTime } from '../chat-time';
import { messagePreview, previewIcon } from '../message-preview';
import { partnerName, shownPartner } from '../chat-partner';
import { FictionalMark } from '../../members/components/fictional-mark';
import { ChatAvatar } from './chat-avatar';
import { pathTo } from '../../../routes';
import './chat-list-item.scss';

interface ChatListItemProps {
  chat: TChatEntry;
  ownProfileId: number;
  cdnPrefix: string;
  fictional: { icon: string; singular: string };
  now: Date;
  /** The conversation open beside the list. */
  active?: boolean;
  /** Photo size in px: 56 in the chats overview, smaller where the row is a preview (the member home). */
  avatarSize?: number;
  /** Offers to delete the conversation; rows without it (the member home's preview) have no delete button. */
  onDelete?(): void;
}

/**
 * One conversation of the list: photo, name, last message, when, unread count; the whole row opens it.
 * A partner who blocked the member, was banned or deleted their account shows as a generic label only.
 */
export function ChatListItem({
  chat,
  ownProfileId,
  cdnPrefix,
  fictional,
  now,
  active = false,
  avatarSize = 56,
  onDelete,
}: ChatListItemProps) {
  const { t, i18n } = useTranslation();
  const { profile } = chat;
  const shown = shownPartner(profile);
  const name = partnerName(profile, t);
  const unread = chat.num_unread_messages;
  const badge = badgeText(unread);
  const icon = previewIcon(chat.last_message);
  const at = chat.last_message_at ?? chat.last_message?.created_at ?? null;
  return (
    <li
      className={`list-group-item chat-list-item d-flex align-items-center gap-3 ${unread > 0 ? 'unread' : ''} ${active ? 'active-chat' : ''}`}
    >
      <ChatAvatar member={shown} cdnPrefix={cdnPrefix} size={avatarSize} onlineLabel={t('common.onlineRecently')} />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex align-items-baseline gap-2">
          <Link
            className={`stretched-link chat-list-name text-truncate text-reset ${shown ? '' : 'fst-italic'}`}
            to={pathTo('chats-id', { id: chat.conversation.id })}
            aria-label={t('chat.conversationWith', { name })}
            aria-current={active ? 'page' : undefined}
          >
            {name}
          </Link>
          {shown?.fictional && <FictionalMark texts={fictional} className="chat-fictional-mark" />}
          {at && (
            <time className="ms-auto small text-body-secondary text-nowrap" dateTime={at}>
              {formatRelativeTime(at, now, i18n.language)}
            </time>
          )}
        </div>
        <div className="d-flex align-items-center gap-2">
          <span className="chat-list-preview text-truncate">
            {icon && <ChatIcon name={icon} className="me-1" />}
            {messagePreview(chat.last_message, ownProfileId, t)}
          </span>
          {badge && (
            <span className="badge rounded-pill bg-unread ms-auto">
              {badge}
              <span className="visually-hidden"> {t('chat.unreadCount', { count: unread })}</span>
            </span>
          )}
        </div>
      </div>
      {onDelete && (
        <button
          type="button"
          className="btn btn-link text-body-secondary chat-list-delete"
          aria-label={t('chat.deleteLabel', { name })}
          onClick={onDelete}
        >
          <ChatIcon name="trash" />
        </button>
      )}
    </li>
  );
}
