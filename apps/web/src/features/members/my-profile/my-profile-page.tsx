import { useTranslation } from 'react-i18next';
import type { TUser } from '@app/shared';
import { usePageTitle } from '../../../lib/page-title';
import { MemberOnly } from '../../auth/member-only';
import { PhotoManager } from '../../photos/photo-manager';
import { VerificationCard } from '../../verification/verification-card';
import { useMyProfile } from './my-profile.queries';
import { ProfileForm } from './profile-form';
import { ProfileHeader } from './profile-header';

function MyProfile({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const profile = useMyProfile();

  if (profile.isPending) return <div className="container py-5" aria-busy="true" />;
  if (profile.isError)
    return (
      <div className="container py-5">
        <div
          className="alert alert-danger d-flex flex-wrap gap-2 align-items-center justify-content-between"
          role="alert"
        >
          {t('myProfile.loadFailed')}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '72rem' }}>
      <h1 className="h2 mb-1">{t('screens.profile')}</h1>
      <p className="text-body-secondary mb-4">{t('myProfile.intro')}</p>
      <div className="row g-4">
        <div className="col-lg-4">
          <div className="profile-aside">
            <ProfileHeader profile={profile.data} user={user} />
            <section className="card border-0 shadow-sm mb-4" aria-labelledby="photos-title">
              <div className="card-body p-3 p-sm-4">
                <h2 id="photos-title" className="h5 mb-2">
                  {t('photos.title')}
                </h2>
                <PhotoManager paidUser={user.paid_user} />
              </div>
            </section>
            <VerificationCard />
          </div>
        </div>
        <div className="col-lg-8">
          <p className="small text-body-secondary mb-3">{t('myProfile.visibility.note')}</p>
          {/* Keyed by profile: a different member (after a re-login) starts from their own saved fields. */}
          <ProfileForm key={profile.data.id} profile={profile.data} email={user.email} />
        </div>
      </div>
    </div>
  );
}

/** The member's own profile: photos and every profile field, with what others can see. */
export function MyProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.profile'));
  return <MemberOnly>{(user) => <MyProfile user={user} />}</MemberOnly>;
}
