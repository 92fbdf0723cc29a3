import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberCard } from '@app/shared';
import { useSettings } from '../../sites/sites.queries';
import { fictionalTexts } from './fictional-texts';
import { pathTo } from '../../../routes';

interface MemberCardProps {
  member: TMemberCard;
  /** Above the fold: load at once instead of lazily, first in line. */
  eager?: boolean;
  /** A heart on the photo; for visitors it opens the signup. */
  onLike?(): void;
}

/** A member as a card: photo, name, age, city, online dot, and the fictional mark where it applies. */
export function MemberCard({ member, eager = false, onLike }: MemberCardProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const fictional = fictionalTexts(settings, t);
  const card = (
    <Link
      to={pathTo('members-id', { id: member.id })}
      className="card member-card position-relative text-decoration-none"
    >
      {member.main_image ? (
        <img
          src={`${settings.cdn_prefix}${member.main_image.filename}`}
          alt=""
          width={300}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className="member-card-skeleton bg-secondary-subtle" />
      )}
      {member.fictional && (
        <span className="fictional-mark position-absolute top-0 end-0 m-2" title={fictional.singular}>
          {fictional.icon}
          <span className="visually-hidden">{fictional.singular}</span>
        </span>
      )}
      <div className="member-card-body">
        <div className="fw-semibold">
          {member.online_recently && <span className="online-dot" role="img" aria-label={t('common.onlineRecently')} />}
          {member.name}, {member.age}
        </div>
        <div className="small">{member.city}</div>
      </div>
    </Link>
  );
  if (!onLike) return card;
  return (
    <div className="position-relative">
      {card}
      <button
        type="button"
        className="btn btn-light rounded-circle like-button position-absolute bottom-0 end-0 m-2 shadow-sm"
        aria-label={t('common.likeMember', { name: member.name })}
        onClick={onLike}
      >
        <span aria-hidden="true">♥</span>
      </button>
    </div>
  );
}
