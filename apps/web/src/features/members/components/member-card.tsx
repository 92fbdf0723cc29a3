import { useState } from 'react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_WIDTH, cardPhotoFile, type TMemberCard } from '@app/shared';
import { useSettings } from '../../sites/sites.queries';
import { FictionalMark } from './fictional-mark';
import { VerifiedBadge } from '../../verification/verified-badge';
import { Silhouette } from '../../../components/silhouette';
import { pathTo } from '../../../routes';

interface MemberCardProps {
  member: TMemberCard;
  /** Above the fold: load at once instead of lazily, first in line. */
  eager?: boolean;
  /** A heart on the photo; for visitors it opens the signup. */
  onLike?(): void;
  /** Whether the member liked this one already (or the like is on its way); absent for visitors. */
  liked?: boolean;
}

/** A member as a card: photo, name, age, city, online dot, and the fictional mark where it applies. */
export function MemberCard({ member, eager = false, onLike, liked }: MemberCardProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const card = (
    <Link
      to={pathTo('members-id', { id: member.id })}
      className="card member-card position-relative text-decoration-none"
    >
      {member.main_image ? (
        <img
          src={`${settings.cdn_prefix}${cardPhotoFile(member.main_image)}`}
          alt=""
          width={CARD_PHOTO_WIDTH}
          height={CARD_PHOTO_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <Silhouette />
      )}
      {member.fictional && <FictionalMark className="position-absolute top-0 end-0 m-2" />}
      <div className="member-card-body">
        <div className="fw-semibold">
          {member.online_recently && <span className="online-dot" role="img" aria-label={t('common.onlineRecently')} />}
          {member.name}, {member.age}
          {member.verified && <VerifiedBadge className="ms-1" />}
        </div>
        <div className="small">{member.city}</div>
      </div>
    </Link>
  );
  if (!onLike) return card;
  return (
    <div className="position-relative">
      {card}
      <LikeButton name={member.name} liked={liked} onLike={onLike} />
    </div>
  );
}

/**
 * The heart on a card. A like shows at once: the heart fills and pops (still with reduced motion) and the
 * button turns pressed; the toast comes with the server's answer.
 */
function LikeButton({ name, liked, onLike }: { name: string; liked?: boolean; onLike(): void }) {
  const { t } = useTranslation();
  const [popped, setPopped] = useState(false);
  // Without `liked` the heart only opens the signup (visitors): it never shows as liked.
  const pressed = liked === undefined ? undefined : liked;
  return (
    <button
      type="button"
      className={`btn btn-light rounded-circle like-button position-absolute bottom-0 end-0 m-2 shadow-sm ${pressed ? 'liked' : ''}`}
      aria-label={t('common.likeMember', { name })}
      aria-pressed={pressed}
      disabled={pressed}
      onClick={() => {
        if (liked !== undefined) setPopped(true);
        onLike();
      }}
    >
      <Heart
        className={`like-heart ${pressed ? 'filled' : ''} ${popped ? 'like-pop' : ''}`}
        size="1em"
        aria-hidden="true"
        onAnimationEnd={() => setPopped(false)}
      />
    </button>
  );
}
