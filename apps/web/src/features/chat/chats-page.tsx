import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { MemberOnly } from '../auth/member-only';
import { ChatList } from './components/chat-list';
import './chat-styles.scss';

/** The chat overview (spec point 2 `chats`): conversations newest first, with unread counts. */
export function ChatsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.chats'));
  return (
    <div className="container py-4 chats-page">
      <h1 className="h3 mb-3">{t('screens.chats')}</h1>
      <MemberOnly>{(user) => <ChatList user={user} />}</MemberOnly>
    </div>
  );
}
