import { Silhouette } from '../../../components/silhouette';
import type { TMemberCard } from '@app/shared';
import './chat-avatar.scss';

/**
 * A member's round photo (or the silhouette) with the online dot; `null` for a member whose card is not shown
 * (blocked, banned or deleted): a plain silhouette, nothing of theirs.
 */
export function ChatAvatar({
  member,
  cdnPrefix,
  size,
  onlineLabel,
}: {
  member: Pick<TMemberCard, 'name' | 'main_image' | 'online_recently'> | null;
  cdnPrefix: string;
  size: number;
  onlineLabel: string;
}) {
  return (
    <span className="chat-avatar" style={{ width: size, height: size }}>
      {!member ? (
        <Silhouette shape="round" size={size} className="chat-avatar-hidden" testId="avatar-hidden" />
      ) : member.main_image ? (
        <img src={`${cdnPrefix}${member.main_image.thumb_filename}`} alt="" width={size} height={size} />
      ) : (
        <Silhouette shape="round" size={size} />
      )}
      {member?.online_recently && <span className="chat-avatar-online" role="img" aria-label={onlineLabel} />}
    </span>
  );
}
