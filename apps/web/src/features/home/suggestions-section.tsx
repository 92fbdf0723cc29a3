import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../members/components/member-card';
import { useSuggestions } from '../likes/suggestions/suggestions.queries';
import { pathTo } from '../../routes';
import { HOME_SUGGESTIONS_SHOWN } from './home-rules';
import { HomeSection } from './home-section';

/** The match finder's suggestions (whom the member seeks, near them, shared interests): the first few. */
export function SuggestionsSection() {
  const { t } = useTranslation();
  const suggestions = useSuggestions('match-finder');
  const shown = (suggestions.data ?? []).slice(0, HOME_SUGGESTIONS_SHOWN);
  return (
    <HomeSection
      id="home-suggestions"
      icon={<Compass size={20} />}
      title={t('home.suggestionsTitle')}
      more={pathTo('match-finder')}
      pending={suggestions.isPending}
      error={suggestions.error?.message}
      empty={
        shown.length === 0
          ? { text: t('home.suggestionsEmpty'), action: t('home.suggestionsEmptyAction'), to: pathTo('profile') }
          : null
      }
    >
      <div className="row row-cols-3 g-2 home-suggestions">
        {shown.map((member) => (
          <div className="col" key={member.id}>
            <MemberCard member={member} />
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
