import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChatEntry } from '@app/shared';
import { badgeText } from '../../lib/badges';
import { useChats } from '../chat/chat.queries';
import { partnerName, shownPartner } from '../chat/chat-partner';
import { formatRelativeTime } from '../chat/chat-time';
import { messagePreview } from '../chat/message-preview';
import { FictionalMark } from '../members/components/fictional-mark';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { pathTo } from '../../routes';
import { HOME_CHATS_SHOWN } from './home-rules';
import { HomeSection } from './home-section';
import { MemberAvatar } from './member-avatar';

function ConversationRow({ chat, ownProfileId, now }: { chat: TChatEntry; ownProfileId: number; now: Date }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const fictional = fictionalTexts(settings, t);
  const shown = shownPartner(chat.profile);
  const name = partnerName(chat.profile, t);
  const unread = chat.num_unread_messages;
  const badge = badgeText(unread);
  const at = chat.last_message_at ?? chat.last_message?.created_at ?? null;
  return (
    <li className={`list-group-item home-chat d-flex align-items-center gap-3 px-0 ${unread > 0 ? 'unread' : ''}`}>
      <MemberAvatar image={shown?.main_image ?? null} cdnPrefix={settings.cdn_prefix} size={48} />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex align-items-baseline gap-2">
          <Link
            className={`stretched-link text-reset text-decoration-none text-truncate fw-semibold ${shown ? '' : 'fst-italic'}`}
            to={pathTo('chats-id', { id: chat.conversation.id })}
            aria-label={t('chat.conversationWith', { name })}
          >
            {name}
          </Link>
          {shown?.fictional && <FictionalMark texts={fictional} className="home-chat-fictional" />}
          {at && (
            <time className="ms-auto small text-body-secondary text-nowrap" dateTime={at}>
              {formatRelativeTime(at, now, i18n.language)}
            </time>
          )}
        </div>
        <div className="d-flex align-items-center gap-2">
          <span className="small text-body-secondary text-truncate">
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
    </li>
  );
}

/** The latest conversations with their unread counts; each row opens the chat. */
export function ConversationsSection({ ownProfileId }: { ownProfileId: number }) {
  const { t } = useTranslation();
  const chats = useChats();
  const list = chats.data?.chats ?? [];
  const unreadTotal = chats.data?.unread_total ?? 0;
  const now = new Date();
  return (
    <HomeSection
      id="home-chats"
      icon={<MessageCircle size={20} />}
      title={t('home.chatsTitle')}
      more={pathTo('chats')}
      badge={badgeText(unreadTotal)}
      badgeLabel={t('nav.unreadMessages', { count: unreadTotal })}
      pending={chats.isPending}
      error={chats.error?.message}
      empty={
        list.length === 0
          ? { text: t('home.chatsEmpty'), action: t('home.chatsEmptyAction'), to: pathTo('members') }
          : null
      }
    >
      <ul className="list-group list-group-flush home-chats">
        {list.slice(0, HOME_CHATS_SHOWN).map((chat) => (
          <ConversationRow key={chat.conversation.id} chat={chat} ownProfileId={ownProfileId} now={now} />
        ))}
      </ul>
    </HomeSection>
  );
}
