import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../lib/badges';
import { useChats } from '../chat/chat.queries';
import { ChatListItem } from '../chat/components/chat-list-item';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { pathTo } from '../../routes';
import { HOME_CHATS_SHOWN } from './home-rules';
import { HomeSection } from './home-section';

/** The latest conversations with their unread counts; each row opens the chat. */
export function ConversationsSection({ ownProfileId }: { ownProfileId: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const fictional = fictionalTexts(settings, t);
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
          <ChatListItem
            key={chat.conversation.id}
            chat={chat}
            ownProfileId={ownProfileId}
            cdnPrefix={settings.cdn_prefix}
            fictional={fictional}
            now={now}
            avatarSize={48}
          />
        ))}
      </ul>
    </HomeSection>
  );
}
