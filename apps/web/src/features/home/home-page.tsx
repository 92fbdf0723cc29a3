import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUser } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { useWaitingCounts } from '../../lib/waiting-counts';
import { useChats } from '../chat/chat.queries';
import { shownPartner } from '../chat/chat-partner';
import { useLikes } from '../likes/likes.queries';
import { useSuggestions } from '../likes/suggestions/suggestions.queries';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { pathTo } from '../../routes';
import { ConversationsSection } from './conversations-section';
import { primaryAction } from './home-rules';
import { MatchesSection, NewLikesSection } from './likes-sections';
import { SuggestionsSection } from './suggestions-section';
import './home-styles.scss';

/** Whether any member the home shows is fictional: then the disclosure goes under it (spec point 3). */
function useShowsFictional(): boolean {
  const likes = useLikes().data;
  const chats = useChats().data;
  const suggestions = useSuggestions('match-finder').data;
  return Boolean(
    likes?.profiles.some((member) => member.fictional) ||
    chats?.chats.some((chat) => shownPartner(chat.profile)?.fictional) ||
    suggestions?.some((member) => member.fictional),
  );
}

/**
 * A logged-in member's home on `/`: new likes, matches, conversations and suggestions, each a compact
 * card, with one call to action for what waits first. One column on a phone, a grid on a wide screen.
 */
export function HomePage({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const action = primaryAction(useWaitingCounts());
  const showsFictional = useShowsFictional();
  usePageTitle(t('screens.home'));
  return (
    <div className="container py-3 py-md-4 home-page">
      <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-3 mb-3 mb-md-4">
        <div className="flex-grow-1 min-w-0">
          <h1 className="h3 mb-1 text-truncate">{t('home.greeting', { name: user.profile.name })}</h1>
          <p className="text-body-secondary mb-0">{t('home.intro')}</p>
        </div>
        <Link className="btn btn-primary btn-lg home-cta" to={pathTo(action.to)}>
          {t(action.label)}
          <ArrowRight size={20} className="ms-2" aria-hidden="true" />
        </Link>
      </div>
      {/* Two columns from 992 px, each a stack, so a short card never stretches beside a tall one. */}
      <div className="row g-3 g-lg-4">
        <div className="col-12 col-lg-5 d-flex flex-column gap-3 gap-lg-4">
          <NewLikesSection />
          <MatchesSection />
        </div>
        <div className="col-12 col-lg-7 d-flex flex-column gap-3 gap-lg-4">
          <ConversationsSection ownProfileId={user.profile.id} />
          <SuggestionsSection />
        </div>
      </div>
      {showsFictional && <p className="small text-body-secondary mt-3 mb-0">{fictionalTexts(settings, t).plural}</p>}
    </div>
  );
}
