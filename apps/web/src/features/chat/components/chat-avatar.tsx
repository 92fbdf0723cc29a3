import type { TMemberCard } from '@app/shared';

/**
 * A member's round photo (or first letter) with the online dot; `null` for a member whose card is not shown
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
        <span className="chat-avatar-letter chat-avatar-hidden" aria-hidden="true" data-testid="avatar-hidden">
          ?
        </span>
      ) : member.main_image ? (
        <img src={`${cdnPrefix}${member.main_image.thumb_filename}`} alt="" width={size} height={size} />
      ) : (
        <span className="chat-avatar-letter" aria-hidden="true">
          {member.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {member?.online_recently && <span className="chat-avatar-online" role="img" aria-label={onlineLabel} />}
    </span>
  );
}
