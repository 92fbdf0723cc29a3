import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { TUser } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useRouteHandle } from '../../lib/use-route-handle';
import { useMediaQuery } from '../../lib/use-media-query';
import { useUser } from '../auth/auth.queries';
import { ChatList } from './components/chat-list';
import { useConversation, type TConversationBy } from './chat.queries';
import { ConversationView } from './conversation/conversation-view';
import { targetKey } from './outbox';
import './chat-styles.scss';
import { pathTo } from '../../routes';

function ChatMessage({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="chat-message-screen text-center">
      <h1 className="h4">{title}</h1>
      {children}
    </div>
  );
}

/** Chatting needs an account: the visitor is offered login (and back here) or signup. */
function ChatVisitor() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ChatMessage title={t('screens.chat')}>
      <p className="text-body-secondary">{t('chat.loginText')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={pathTo('login', {}, { next: location.pathname })}>
          {t('nav.login')}
        </Link>
        <Link className="btn btn-outline-primary" to={pathTo('signup')}>
          {t('nav.signup')}
        </Link>
      </div>
    </ChatMessage>
  );
}

function Conversation({ by, id, user }: { by: TConversationBy; id: number; user: TUser }) {
  const { t } = useTranslation();
  const conversation = useConversation(by, id);
  const valid = Number.isInteger(id) && id > 0;
  if (!valid || (conversation.error instanceof ApiError && conversation.error.status === 404))
    return (
      <ChatMessage title={t('chat.notFoundTitle')}>
        <p className="text-body-secondary">{t('chat.notFoundText')}</p>
        <Link className="btn btn-primary" to={pathTo('chats')}>
          {t('chat.back')}
        </Link>
      </ChatMessage>
    );
  if (conversation.isError && !conversation.data)
    return (
      <ChatMessage title={t('screens.chat')}>
        <div className="alert alert-danger" role="alert">
          {conversation.error.message}
        </div>
        <button type="button" className="btn btn-primary" onClick={() => void conversation.refetch()}>
          {t('common.retry')}
        </button>
      </ChatMessage>
    );
  if (!conversation.data)
    return (
      <div className="chat-loading" aria-busy="true">
        <h1 className="visually-hidden">{t('screens.chat')}</h1>
        <div className="chat-header" />
        <div className="flex-grow-1" />
      </div>
    );
  return <ConversationView by={by} id={id} data={conversation.data} user={user} />;
}

/**
 * A conversation (spec point 2 `chats-id`, and `members-id-chat` before the first message), in the
 * bare chat layout: it fills the screen on a phone and is a centred column on a wide screen.
 */
export function ConversationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const by: TConversationBy = useRouteHandle()?.name === 'members-id-chat' ? 'member' : 'conversation';
  const id = Number(params.id);
  const user = useUser();
  // A wide screen keeps the conversations beside the open one, as the messaging apps do.
  const wide = useMediaQuery(TWO_PANE_QUERY);
  const screen = (
    <div className="chat-screen">
      {user === undefined && <h1 className="visually-hidden">{t('screens.chat')}</h1>}
      {user === null && <ChatVisitor />}
      {user && <Conversation key={targetKey(by, id)} by={by} id={id} user={user} />}
    </div>
  );
  if (!wide || !user) return screen;
  return (
    <div className="chat-two-pane">
      <nav className="chat-side" aria-label={t('screens.chats')}>
        <div className="chat-side-head">
          <Link className="h5 mb-0 text-reset text-decoration-none" to={pathTo('chats')}>
            {t('screens.chats')}
          </Link>
          <Link className="btn btn-sm btn-outline-secondary" to={pathTo('members')}>
            {t('nav.search')}
          </Link>
        </div>
        <ChatList user={user} activeId={by === 'conversation' ? id : undefined} />
      </nav>
      {screen}
    </div>
  );
}

/** From Bootstrap's lg breakpoint the list has room beside a readable conversation. */
const TWO_PANE_QUERY = '(min-width: 992px)';
