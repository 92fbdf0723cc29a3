import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tastefulInterests, type TMemberProfile } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import { currentLanguage } from '../../i18n/i18n';
import { useInterests } from '../accounts/signup/signup.queries';
import { useSettings } from '../sites/sites.queries';
import { landerPath } from './lander-links';
import { SignupCta } from './lander-parts';
import { InterestIcon } from '../members/components/interest-icon';

/** The member a member lander puts forward, as a visitor may see them; nothing is asked for a bad id. */
export function useLanderMember(id: number) {
  const valid = Number.isInteger(id) && id > 0;
  return useQuery({
    queryKey: queryKeys.member(id),
    queryFn: ({ signal }) => api<{ profile: TMemberProfile }>('/api/member.php', { query: { id }, signal }),
    select: (answer) => answer.profile,
    staleTime: CACHE_TIMES.member,
    enabled: valid,
    retry: false,
  });
}

/** The member's interests with their icons, as chips (explicit ones left out). */
export function MemberInterests({
  member,
  className = '',
  limit = 8,
}: {
  member: TMemberProfile;
  className?: string;
  limit?: number;
}) {
  const { i18n, t } = useTranslation();
  const interests = useInterests(i18n.language);
  const byKey = new Map((interests.data ?? []).map((interest) => [interest.key, interest]));
  const keys = tastefulInterests(member.interests).slice(0, limit);
  if (keys.length === 0) return null;
  return (
    <ul className={`lander-chips list-unstyled ${className}`}>
      {keys.map((key) => (
        <li key={key} className="lander-chip">
          <InterestIcon interestKey={key} className="lander-chip-icon" />
          {byKey.get(key)?.label ?? t(`interests.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/** The photos a visitor may not see yet, blurred, each one a reason to sign up. */
export function LockedPhotos({ member, max = 3 }: { member: TMemberProfile; max?: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const locked = member.photos.filter((photo) => photo.locked);
  const hidden = Math.max(0, member.photo_count - member.photos.filter((photo) => !photo.locked).length);
  if (hidden === 0) return null;
  return (
    <div className="member-locked" aria-label={t('landers.member.photos', { count: member.photo_count })}>
      {locked.slice(0, max).map((photo, index) => (
        <span key={photo.id} className="member-locked-photo">
          {photo.locked && (
            <img src={`${settings.cdn_prefix}${photo.blur_filename}`} alt="" width={150} height={200} loading="lazy" />
          )}
          {index === Math.min(max, locked.length) - 1 && (
            <span className="member-locked-count">{t('landers.member.morePhotos', { count: hidden })}</span>
          )}
        </span>
      ))}
    </div>
  );
}

/** The call every member lander ends in: "Sign up to chat with {name}", then straight into the chat. */
export function ChatWithCta({ member, className = '' }: { member: TMemberProfile; className?: string }) {
  const { t } = useTranslation();
  return (
    <SignupCta member={member} label={t('landers.member.chatWith', { name: member.name })} className={className} />
  );
}

/** A member lander whose member is gone, hidden or never was: the other members instead. */
export function MemberUnavailable() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="container py-5 text-center lander">
      <h1 className="lander-title h2">{t('landers.member.notFoundTitle')}</h1>
      <p className="lander-lead">{t('landers.member.notFoundText')}</p>
      <Link className="btn btn-primary btn-lg" to={landerPath('gallery', settings.niche, currentLanguage())}>
        {t('landers.member.notFoundCta')}
      </Link>
    </div>
  );
}
