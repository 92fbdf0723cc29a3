import { Heart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../lib/badges';
import { likeLists } from '../likes/likes-lists';
import { useLikes } from '../likes/likes.queries';
import { pathTo } from '../../routes';
import { HOME_LIKES_SHOWN, HOME_MATCHES_SHOWN, likesUnseenFirst } from './home-rules';
import { HomeSection } from './home-section';
import { MemberStrip } from './member-strip';

/** Who liked the member, the unseen ones first; opening a new one shows it on the likes page and clears "new". */
export function NewLikesSection() {
  const { t } = useTranslation();
  const likes = useLikes();
  const items = likes.data ? likesUnseenFirst(likes.data) : [];
  const newCount = items.filter((item) => item.isNew).length;
  return (
    <HomeSection
      id="home-likes"
      icon={<Heart size={20} />}
      title={t('home.likesTitle')}
      more={pathTo('likes-type', { type: 'received' })}
      badge={badgeText(newCount)}
      badgeLabel={t('nav.newLikes', { count: newCount })}
      pending={likes.isPending}
      error={likes.error?.message}
      empty={
        items.length === 0
          ? { text: t('home.likesEmpty'), action: t('home.likesEmptyAction'), to: pathTo('profile') }
          : null
      }
    >
      <MemberStrip
        items={items.slice(0, HOME_LIKES_SHOWN).map((item) => ({
          member: item.member,
          isNew: item.isNew,
          to: item.isNew ? pathTo('likes-m-id', { id: item.member.id }) : pathTo('members-id', { id: item.member.id }),
        }))}
      />
    </HomeSection>
  );
}

/** The latest matches (likes both ways): each opens the member, where writing is one tap away. */
export function MatchesSection() {
  const { t } = useTranslation();
  const likes = useLikes();
  const matches = likes.data ? likeLists(likes.data).matches : [];
  return (
    <HomeSection
      id="home-matches"
      icon={<Sparkles size={20} />}
      title={t('home.matchesTitle')}
      more={pathTo('likes-type', { type: 'matches' })}
      pending={likes.isPending}
      error={likes.error?.message}
      empty={
        matches.length === 0
          ? { text: t('home.matchesEmpty'), action: t('home.matchesEmptyAction'), to: pathTo('swipe-game') }
          : null
      }
    >
      <MemberStrip
        items={matches
          .slice(0, HOME_MATCHES_SHOWN)
          .map((item) => ({ member: item.member, to: pathTo('members-id', { id: item.member.id }) }))}
      />
    </HomeSection>
  );
}
