import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMessagesResponse } from '@app/shared';
import { showToast } from '../../../lib/toasts';
import { queryKeys } from '../../../lib/query-keys';
import { BlockDialog } from '../../members/blocks/block-dialog';
import { useBlock, useUnblock } from '../../members/blocks/blocks.queries';
import { ReportModal } from '../../members/complaints/report-modal';
import { ChatIcon } from '../chat-icons';
import { partnerName, shownPartner } from '../chat-partner';
import { FictionalMark } from '../../members/components/fictional-mark';
import { VerifiedBadge } from '../../verification/verified-badge';
import { ChatAvatar } from '../components/chat-avatar';
import { pathTo } from '../../../routes';

interface ConversationHeaderProps {
  profile: TMessagesResponse['profile'];
  /** Whether the member blocked this profile (the composer then offers nothing). */
  blockedByMe: boolean;
  cdnPrefix: string;
  fictional: { icon: string; singular: string };
}

/** Block and report, as on the profile, in a small menu. */
function ConversationMenu({ profile, blockedByMe }: Pick<ConversationHeaderProps, 'profile' | 'blockedByMe'>) {
  const { t } = useTranslation();
  const name = partnerName(profile, t);
  const queryClient = useQueryClient();
  const block = useBlock();
  const unblock = useUnblock();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  // The menu item that opens the dialog is hidden by then: focus goes back to the menu's button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.allConversations });
  const failed = () => showToast({ message: t('toasts.genericError'), variant: 'danger' });

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  function toggleBlock() {
    setOpen(false);
    if (blockedByMe) unblock.mutate(profile.id, { onSuccess: refresh, onError: failed });
    else setConfirmingBlock(true);
  }

  function confirmBlock() {
    block.mutate(profile.id, {
      onSuccess: () => {
        showToast({ message: t('member.blocked', { name }), variant: 'success' });
        return refresh();
      },
      onError: failed,
      onSettled: () => setConfirmingBlock(false),
    });
  }

  return (
    <div className="dropdown" ref={menu}>
      <button
        ref={menuButton}
        type="button"
        className="btn btn-link text-body chat-header-button"
        aria-expanded={open}
        aria-haspopup="menu"
        aria-label={t('chat.menu')}
        onClick={() => setOpen((value) => !value)}
      >
        <ChatIcon name="more" />
      </button>
      <ul className={`dropdown-menu dropdown-menu-end ${open ? 'show' : ''}`} role="menu">
        {profile.availability === 'available' && (
          <li role="none">
            <Link className="dropdown-item" role="menuitem" to={pathTo('members-id', { id: profile.id })}>
              {t('chat.viewProfile', { name })}
            </Link>
          </li>
        )}
        <li role="none">
          <button
            type="button"
            className="dropdown-item"
            role="menuitem"
            disabled={block.isPending || unblock.isPending}
            onClick={toggleBlock}
          >
            {blockedByMe ? t('member.unblock') : t('member.block')}
          </button>
        </li>
        <li role="none">
          <button
            type="button"
            className="dropdown-item"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              setReporting(true);
            }}
          >
            {t('member.report')}
          </button>
        </li>
      </ul>
      {reporting && <ReportModal profileId={profile.id} name={name} onClose={() => setReporting(false)} />}
      {confirmingBlock && (
        <BlockDialog
          name={name}
          pending={block.isPending}
          onConfirm={confirmBlock}
          onCancel={() => setConfirmingBlock(false)}
          returnFocusTo={menuButton}
        />
      )}
    </div>
  );
}

/**
 * Back to the list, who this is (photo, name, online, fictional mark) with a link to the profile, and the
 * menu. A partner whose card the server withholds (a block either way, a ban, a deleted account) is a
 * generic label with why the conversation is closed: no photo, no link, no online state.
 */
export function ConversationHeader({ profile, blockedByMe, cdnPrefix, fictional }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const shown = shownPartner(profile);
  const name = partnerName(profile, t);
  const profileLink = pathTo('members-id', { id: profile.id });
  const avatar = <ChatAvatar member={shown} cdnPrefix={cdnPrefix} size={40} onlineLabel={t('common.onlineRecently')} />;
  return (
    <>
      <header className="chat-header">
        <Link className="btn btn-link text-body chat-header-button" to={pathTo('chats')} aria-label={t('chat.back')}>
          <ChatIcon name="back" />
        </Link>
        {shown ? (
          <Link to={profileLink} className="flex-shrink-0" tabIndex={-1} aria-hidden="true">
            {avatar}
          </Link>
        ) : (
          <span className="flex-shrink-0">{avatar}</span>
        )}
        <div className="min-w-0 flex-grow-1">
          <h1 className="h6 mb-0 text-truncate">
            {shown ? (
              <Link className="text-reset" to={profileLink} title={t('chat.viewProfile', { name })}>
                {name}
              </Link>
            ) : (
              <span className="fst-italic">{name}</span>
            )}
            {shown?.verified && <VerifiedBadge className="ms-1" />}
            {shown?.fictional && <FictionalMark texts={fictional} className="chat-fictional-mark ms-2" />}
          </h1>
          <p className="small text-body-secondary mb-0 text-truncate">
            {!shown ? (
              profile.availability === 'deleted' ? (
                t('chat.partnerDeleted')
              ) : (
                t('chat.partnerUnavailable')
              )
            ) : shown.online_recently ? (
              <>
                <span className="online-dot" aria-hidden="true" />
                {t('common.onlineRecently')}
              </>
            ) : (
              [shown.age, shown.city].filter(Boolean).join(' · ')
            )}
          </p>
        </div>
        <ConversationMenu profile={profile} blockedByMe={blockedByMe} />
      </header>
      {shown?.fictional && <FictionalMark texts={fictional} variant="note" className="chat-fictional-note" />}
    </>
  );
}
