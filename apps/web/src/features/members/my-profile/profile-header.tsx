import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOwnProfile, TUser } from '@app/shared';
import { useOwnPhotos } from '../../photos/photos.queries';
import { PremiumBadge } from '../../credits/premium-badge';
import { pathTo } from '../../../routes';
import { Silhouette } from '../../../components/silhouette';

/** The saved profile at a glance: main photo, name, age and place, and the way to the public view. */
export function ProfileHeader({ profile, user }: { profile: TOwnProfile; user: TUser }) {
  const { t } = useTranslation();
  // The photo list is the fresher source: it is refetched after every photo change.
  const photos = useOwnPhotos().data?.photos ?? profile.photos;
  const main = photos.find((photo) => photo.main);
  return (
    <div className="card border-0 shadow-sm mb-4 profile-header">
      <div className="card-body p-3 p-sm-4 d-flex gap-3 align-items-center">
        {main ? (
          <img
            className="profile-header-photo"
            src={main.url}
            alt={t('myProfile.mainPhotoAlt')}
            width={96}
            height={96}
          />
        ) : (
          <span className="profile-header-photo profile-header-empty" role="img" aria-label={t('myProfile.noPhoto')}>
            <Silhouette shape="round" size={96} />
          </span>
        )}
        <div className="min-w-0">
          <p className="h4 mb-0 text-truncate" data-testid="profile-name">
            {profile.name}
          </p>
          {user.paid_user && <PremiumBadge className="mb-1" />}
          <p className="text-body-secondary mb-2">
            {[t('common.yearsOld', { age: profile.age }), profile.city].filter(Boolean).join(' · ')}
          </p>
          {/* Until the e-mail is confirmed the profile is hidden from everyone, so the public view would be a 404. */}
          {user.profile.status === 'active' ? (
            <Link className="btn btn-sm btn-outline-primary" to={pathTo('members-id', { id: profile.id })}>
              {t('myProfile.viewAsOthers')}
            </Link>
          ) : (
            <p className="small text-body-secondary mb-0">{t('myProfile.hiddenUntilConfirmed')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
