import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMessagesResponse } from '@app/shared';
import { partnerName, shownPartner } from '../chat-partner';
import { ChatAvatar } from '../components/chat-avatar';
import { pathTo } from '../../../routes';

/** Above the oldest message: the free members' history limit with the way to premium, or a failed load. */
export function OlderNotice({ limit, error }: { limit: string | null; error: string | null }) {
  const { t } = useTranslation();
  if (limit)
    return (
      <div className="alert alert-info small d-flex flex-wrap align-items-center gap-2 m-2" role="status">
        <span className="flex-grow-1">{limit}</span>
        <Link className="btn btn-sm btn-secondary" to={pathTo('premium')}>
          {t('nav.getPremium')}
        </Link>
      </div>
    );
  if (error)
    return (
      <p className="small text-danger text-center my-2" role="alert">
        {error}
      </p>
    );
  return null;
}

/** No messages yet: who this is, and an icebreaker to start with. */
export function EmptyConversation({
  profile,
  cdnPrefix,
  onIcebreakers,
}: {
  profile: TMessagesResponse['profile'];
  cdnPrefix: string;
  onIcebreakers: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="chat-empty text-center">
      <ChatAvatar
        member={shownPartner(profile)}
        cdnPrefix={cdnPrefix}
        size={88}
        onlineLabel={t('common.onlineRecently')}
      />
      <p className="fw-semibold mt-3 mb-1">{t('chat.emptyTitle', { name: partnerName(profile, t) })}</p>
      <p className="small text-body-secondary">{t('chat.emptyText')}</p>
      {onIcebreakers && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onIcebreakers}>
          {t('chat.icebreakerButton')}
        </button>
      )}
    </div>
  );
}

/**
 * Above the composer: why it is closed (a block, a member no longer there, the free members' conversation
 * limit with the way to premium), or how many conversations a free member may still start.
 */
export function ComposerNote({ data, blockedByMe }: { data: TMessagesResponse; blockedByMe: boolean }) {
  const { t } = useTranslation();
  const { profile } = data;
  const name = partnerName(profile, t);
  if (blockedByMe)
    return (
      <p className="chat-note" role="status">
        {profile.availability === 'available' ? t('chat.blockedByYou', { name }) : t('chat.youBlockedMember')}
      </p>
    );
  if (profile.availability === 'deleted')
    return (
      <p className="chat-note" role="status">
        {t('chat.partnerDeleted')}
      </p>
    );
  // Whoever blocked this member stays unnamed: like a ban, it reads as "no longer available".
  if (profile.availability === 'unavailable')
    return (
      <p className="chat-note" role="status">
        {t('chat.partnerUnavailable')}
      </p>
    );
  if (profile.blocked)
    return (
      <p className="chat-note" role="status">
        {t('errors.blocked')}
      </p>
    );
  if (data.free_chat_limit_reached)
    return (
      <p className="chat-note" role="status">
        {t('chat.freeNone', { name })} <Link to={pathTo('premium')}>{t('nav.getPremium')}</Link>
      </p>
    );
  if (data.conversation !== null || !data.free_conversations_left) return null;
  return <p className="chat-note">{t('chat.freeLeft', { count: data.free_conversations_left })}</p>;
}
