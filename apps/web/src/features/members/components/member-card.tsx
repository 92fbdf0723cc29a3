import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberCard } from '@app/shared';

interface MemberCardProps {
  member: TMemberCard;
  cdnPrefix: string;
  fictionalIcon: string;
  /** Above the fold: load at once instead of lazily, first in line. */
  eager?: boolean;
}

/** A member as a card: photo, name, age, city, online dot, and the fictional mark where it applies. */
export function MemberCard({ member, cdnPrefix, fictionalIcon, eager = false }: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <Link to={`/members/${member.id}`} className="card member-card position-relative text-decoration-none">
      {member.main_image ? (
        <img
          src={`${cdnPrefix}${member.main_image.filename}`}
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
        <span className="fictional-mark position-absolute top-0 end-0 m-2" title={t('fictional.singular')}>
          {fictionalIcon}
          <span className="visually-hidden">{t('common.fictional')}</span>
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
}
