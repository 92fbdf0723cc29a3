import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChatEntry, TUser } from '@app/shared';
import { Modal } from '../../../components/modal';
import { fictionalTexts } from '../../members/components/fictional-texts';
import { useSettings } from '../../sites/sites.queries';
import { useChats, useDeleteChat } from '../chat.queries';
import { partnerName, shownPartner } from '../chat-partner';
import { ChatListItem } from './chat-list-item';
import { pathTo } from '../../../routes';

/** The current time, again every minute: "5 min. ago" keeps counting while the list is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function DeleteChatModal({ chat, onConfirm, onClose }: { chat: TChatEntry; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  const name = partnerName(chat.profile, t);
  return createPortal(
    <Modal
      title={t('chat.deleteTitle')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {t('chat.delete')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('chat.deleteText', { name })}</p>
    </Modal>,
    document.body,
  );
}

function EmptyChats() {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5 px-3 chat-empty-list">
      <p className="lead fw-semibold mb-1">{t('chat.listEmptyTitle')}</p>
      <p className="text-body-secondary">{t('chat.listEmptyText')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={pathTo('members')}>
          {t('screens.members')}
        </Link>
        <Link className="btn btn-outline-primary" to={pathTo('likes')}>
          {t('chat.seeLikes')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The member's conversations, newest first, with unread counts: the chat overview, and beside the open
 * conversation on a wide screen (`activeId` marks it).
 */
export function ChatList({ user, activeId }: { user: TUser; activeId?: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const chats = useChats();
  const remove = useDeleteChat();
  const now = useMinuteClock();
  const [confirming, setConfirming] = useState<TChatEntry | null>(null);
  const fictional = fictionalTexts(settings, t);

  function confirmDelete(chat: TChatEntry) {
    setConfirming(null);
    remove.mutate(chat.conversation.id);
  }

  return (
    <>
      {remove.isError && (
        <div className="alert alert-danger d-flex align-items-start gap-2" role="alert">
          <span className="flex-grow-1">{t('chat.deleteFailed', { error: remove.error.message })}</span>
          <button type="button" className="btn-close" aria-label={t('common.close')} onClick={() => remove.reset()} />
        </div>
      )}
      {chats.isError && (
        <div className="alert alert-danger" role="alert">
          {chats.error.message}
        </div>
      )}
      {chats.data?.chats.length === 0 && <EmptyChats />}
      {!chats.data && chats.isPending && (
        <ul className="list-group chat-list" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="list-group-item chat-list-skeleton" />
          ))}
        </ul>
      )}
      {chats.data && chats.data.chats.length > 0 && (
        <ul className="list-group chat-list">
          {chats.data.chats.map((chat) => (
            <ChatListItem
              key={chat.conversation.id}
              chat={chat}
              ownProfileId={user.profile.id}
              cdnPrefix={settings.cdn_prefix}
              fictional={fictional}
              now={now}
              active={chat.conversation.id === activeId}
              onDelete={() => setConfirming(chat)}
            />
          ))}
        </ul>
      )}
      {chats.data?.chats.some((chat) => shownPartner(chat.profile)?.fictional) && (
        <p className="small text-body-secondary mt-3">{fictional.plural}</p>
      )}
      {confirming && (
        <DeleteChatModal
          chat={confirming}
          onConfirm={() => confirmDelete(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
