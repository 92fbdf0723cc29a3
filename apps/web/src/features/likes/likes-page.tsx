import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { queryKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toasts';
import { MemberOnly } from '../auth/member-only';
import { MemberCard } from '../members/components/member-card';
import { useMember } from '../members/members.queries';
import { useSettings } from '../sites/sites.queries';
import { isLikeListType, likeLists, type TLikeListType } from './likes-lists';
import { useLike, useLikes, usePendingLikeIds } from './likes.queries';
import { showMatchModal } from './match-modal-store';
import { pathTo } from '../../routes';

const TABS = [
  { type: 'received', label: 'likesPage.tabReceived' },
  { type: 'given', label: 'likesPage.tabGiven' },
  { type: 'matches', label: 'likesPage.tabMatches' },
] as const;

const EMPTY = {
  received: { text: 'likesPage.emptyReceived', link: 'likesPage.completeProfile', to: pathTo('profile') },
  given: { text: 'likesPage.emptyGiven', link: 'likesPage.findMembers', to: pathTo('members') },
  matches: { text: 'likesPage.emptyMatches', link: 'likesPage.playSwipe', to: pathTo('swipe-game') },
} as const satisfies Record<TLikeListType, { text: string; link: string; to: string }>;

/** /likes/m/{id}: the like of one member, shown as "New like!" over the list; opening it clears "new". */
function LikeFrom({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const member = useMember(id);
  const profile = member.data;
  useEffect(() => {
    if (!profile) return;
    const photo = profile.main_image ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}` : null;
    showMatchModal({
      kind: profile.is_match ? 'match' : 'like',
      id: profile.id,
      name: profile.name,
      photo,
      fictional: profile.fictional,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
  }, [profile, settings.cdn_prefix, queryClient]);
  return null;
}

function Likes({ type }: { type: TLikeListType }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const likes = useLikes();
  const like = useLike();
  const pending = usePendingLikeIds();
  const lists = likes.data ? likeLists(likes.data) : null;
  const items = lists?.[type];
  const empty = EMPTY[type];

  return (
    <>
      <ul className="nav nav-pills nav-fill mb-4 gap-1 flex-nowrap likes-tabs">
        {TABS.map((tab) => (
          <li className="nav-item" key={tab.type}>
            <Link
              className={`nav-link px-2 ${tab.type === type ? 'active' : ''}`}
              aria-current={tab.type === type ? 'page' : undefined}
              to={pathTo('likes-type', { type: tab.type })}
            >
              {t(tab.label)}
              {lists && (
                <span className="badge rounded-pill text-bg-light ms-1 ms-sm-2">
                  {tab.type === 'received'
                    ? lists.received.filter((item) => item.isNew).length || lists.received.length
                    : lists[tab.type].length}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {likes.isError && (
        <div className="alert alert-danger" role="alert">
          {likes.error.message}
        </div>
      )}
      {items?.length === 0 && (
        <div className="text-center py-5">
          <p className="lead">{t(empty.text)}</p>
          <Link className="btn btn-primary" to={empty.to}>
            {t(empty.link)}
          </Link>
        </div>
      )}
      <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3" aria-busy={likes.isPending}>
        {items?.map((item, index) => (
          <div className="col" key={item.member.id}>
            <div className="position-relative">
              {item.isNew && type === 'received' && (
                <span className="badge text-bg-primary new-like-badge">{t('likesPage.new')}</span>
              )}
              <MemberCard
                member={item.member}
                eager={index < 4}
                {...(type === 'received' && {
                  liked: item.likedBack || pending.has(item.member.id),
                  onLike: () => {
                    const photo = item.member.main_image
                      ? `${settings.cdn_prefix}${item.member.main_image.thumb_filename}`
                      : null;
                    like.mutate(
                      { id: item.member.id, name: item.member.name, photo, fictional: item.member.fictional },
                      { onError: (error) => showToast({ message: error.message, variant: 'danger' }) },
                    );
                  },
                })}
              />
            </div>
            <p className="small text-body-secondary mt-1 mb-0">
              {formatDate(item.at, i18n.language, { dateStyle: 'medium' })}
            </p>
          </div>
        ))}
      </div>
    </>
  );
}

/** The likes page (spec points 2 and 7): likes received, given and matches; /likes/m/{id} opens one like. */
export function LikesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = isLikeListType(params.type) ? params.type : 'received';
  const fromId = Number(params.id);
  usePageTitle(t('screens.likes'));
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('screens.likes')}</h1>
      <MemberOnly>
        {() => (
          <>
            <Likes type={type} />
            {Number.isInteger(fromId) && fromId > 0 && <LikeFrom id={fromId} />}
          </>
        )}
      </MemberOnly>
    </div>
  );
}
