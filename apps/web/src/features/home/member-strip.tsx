import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberCard } from '@app/shared';
import { FictionalMark } from '../members/components/fictional-mark';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { MemberAvatar } from './member-avatar';

export interface TStripItem {
  member: TMemberCard;
  to: string;
  isNew?: boolean;
}

/** Members as a row of round photos with their first name: wraps onto a second line instead of scrolling. */
export function MemberStrip({ items }: { items: TStripItem[] }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const fictional = fictionalTexts(settings, t);
  return (
    <ul className="home-strip list-unstyled mb-0">
      {items.map(({ member, to, isNew }) => (
        <li key={member.id} className={`home-strip-item ${isNew ? 'is-new' : ''}`}>
          <Link to={to} className="text-reset text-decoration-none d-block text-center">
            <span className="position-relative d-inline-block">
              <MemberAvatar image={member.main_image} cdnPrefix={settings.cdn_prefix} size={64} />
              {member.online_recently && (
                <span className="home-online-dot" role="img" aria-label={t('common.onlineRecently')} />
              )}
              {member.fictional && <FictionalMark texts={fictional} className="home-strip-fictional" />}
            </span>
            <span className="d-block small text-truncate fw-semibold">
              {member.name}, {member.age}
            </span>
            {isNew && <span className="badge rounded-pill text-bg-primary home-new-badge">{t('home.new')}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
