import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../auth/auth.queries';
import { useSettings } from '../../sites/sites.queries';
import { FictionalMark } from '../components/fictional-mark';
import { VerifiedBadge } from '../../verification/verified-badge';
import { useMember } from '../members.queries';
import { MemberActions } from './member-actions';
import { MemberDetails } from './member-details';
import { PhotoGallery } from './photo-gallery';
import { pathTo } from '../../../routes';

function MemberNotFound() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">{t('member.notFoundTitle')}</h1>
      <p className="text-body-secondary">{t('member.notFoundText')}</p>
      <Link className="btn btn-primary" to={pathTo('members')}>
        {t('member.backToSearch')}
      </Link>
    </div>
  );
}

/** Another member's profile (spec point 2 `members-id`): photos by the access rules, facts, actions. */
export function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useUser();
  const settings = useSettings();
  const member = useMember(id);
  const queryClient = useQueryClient();
  const likedMe = member.data?.liked_me ?? false;
  usePageTitle(member.data ? member.data.name : t('screens.memberProfile'));
  // Opening the profile of someone who liked the member clears that like's "new" mark on the server.
  useEffect(() => {
    if (likedMe) void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
  }, [likedMe, queryClient]);

  if (!Number.isInteger(id) || id <= 0) return <MemberNotFound />;
  if (member.error instanceof ApiError && member.error.status === 404) return <MemberNotFound />;
  if (member.isError)
    return (
      <div className="container py-5">
        <h1 className="h3">{t('screens.memberProfile')}</h1>
        <div className="alert alert-danger" role="alert">
          {member.error.message}
        </div>
      </div>
    );
  if (!member.data)
    return (
      <div className="container py-5" aria-busy="true">
        <h1 className="visually-hidden">{t('screens.memberProfile')}</h1>
        <div className="gallery-main bg-body-secondary rounded-4" />
      </div>
    );

  const profile = member.data;
  const self = user?.profile.id === profile.id;
  return (
    <div className="container py-4 member-page">
      {self && (
        <div className="alert alert-info d-flex flex-wrap justify-content-between align-items-center gap-2">
          {t('member.selfView')}
          <Link className="btn btn-sm btn-outline-primary" to={pathTo('profile')}>
            {t('member.editProfile')}
          </Link>
        </div>
      )}
      <div className="row g-4">
        <div className="col-md-6 col-lg-7">
          <PhotoGallery member={profile} loggedIn={Boolean(user)} />
        </div>
        <div className="col-md-6 col-lg-5">
          <h1 className="h2 mb-1">
            {profile.online_recently && (
              <span className="online-dot" role="img" aria-label={t('common.onlineRecently')} />
            )}
            {profile.name}, {profile.age}
            {profile.verified && <VerifiedBadge className="ms-2" />}
          </h1>
          <p className="text-body-secondary mb-2">{profile.city}</p>
          <div className="d-flex flex-wrap gap-2 mb-3">
            {profile.verified && <span className="badge verified-pill">{t('member.verifiedHint')}</span>}
            {profile.is_match && <span className="badge text-bg-primary">{t('member.isMatch')}</span>}
            {!profile.is_match && profile.liked_me && (
              <span className="badge text-bg-secondary">{t('member.likesYou')}</span>
            )}
            {profile.blocked && <span className="badge text-bg-dark">{t('member.youBlocked')}</span>}
          </div>
          {profile.fictional && <FictionalMark variant="note" className="alert alert-warning py-2 mb-3" />}
          {!self && <MemberActions member={profile} loggedIn={Boolean(user)} cdnPrefix={settings.cdn_prefix} />}
          <div className="mt-4">
            <MemberDetails member={profile} />
          </div>
        </div>
      </div>
    </div>
  );
}
