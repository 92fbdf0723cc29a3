import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { showToast } from '../../../lib/toasts';
import { MemberOnly } from '../../auth/member-only';
import { MemberCard } from '../../members/components/member-card';
import { useSettings } from '../../sites/sites.queries';
import { useLike, useLikes, usePendingLikeIds } from '../likes.queries';
import { SharedInterests } from './shared-interests';
import { useSuggestions } from './suggestions.queries';
import { pathTo } from '../../../routes';

function MatchFinder() {
  const { t } = useTranslation();
  const settings = useSettings();
  const suggestions = useSuggestions('match-finder');
  const likes = useLikes();
  const like = useLike();
  const pending = usePendingLikeIds();
  const liked = new Set(likes.data?.likes.map((entry) => entry.id));

  if (suggestions.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {suggestions.error.message}
      </div>
    );
  if (suggestions.data?.length === 0)
    return (
      <div className="text-center py-5">
        <p className="lead">{t('suggestions.none')}</p>
        <Link className="btn btn-primary" to={pathTo('profile')}>
          {t('likesPage.completeProfile')}
        </Link>
      </div>
    );
  return (
    <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3" aria-busy={suggestions.isPending}>
      {suggestions.data?.map((suggestion, index) => (
        <div className="col" key={suggestion.id}>
          <MemberCard
            member={suggestion}
            eager={index < 4}
            liked={liked.has(suggestion.id) || pending.has(suggestion.id)}
            onLike={() => {
              const photo = suggestion.main_image
                ? `${settings.cdn_prefix}${suggestion.main_image.thumb_filename}`
                : null;
              like.mutate(
                { id: suggestion.id, name: suggestion.name, photo, fictional: suggestion.fictional },
                { onError: (error) => showToast({ message: error.message, variant: 'danger' }) },
              );
            }}
          />
          <SharedInterests suggestion={suggestion} />
        </div>
      ))}
    </div>
  );
}

/** Match finder: members who fit whom the member seeks, their age and region, and share interests. */
export function MatchFinderPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.matchFinder'));
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{t('screens.matchFinder')}</h1>
          <p className="text-body-secondary mb-0">{t('suggestions.finderIntro')}</p>
        </div>
        <Link className="btn btn-outline-primary" to={pathTo('swipe-game')}>
          {t('likesPage.playSwipe')}
        </Link>
      </div>
      <MemberOnly>{() => <MatchFinder />}</MemberOnly>
    </div>
  );
}
