import { Coins, Crown, Heart, MessageCircle, Search, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TUser } from '@app/shared';
import { creditsBadge } from '../lib/badges';
import { useWaitingCounts } from '../lib/waiting-counts';
import { pathTo, type TRouteName } from '../routes';
import { CountBadge, CreditsBadge } from './count-badge';

function Tab({ to, icon, label, badge }: { to: TRouteName; icon: ReactNode; label: string; badge?: ReactNode }) {
  return (
    <li className="tab-bar-item">
      <NavLink className="tab-bar-link" to={pathTo(to)}>
        <span className="tab-bar-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="tab-bar-label">{label}</span>
        {badge}
      </NavLink>
    </li>
  );
}

/**
 * A logged-in member's sections on a phone (below 768 px), at the thumb: search, likes, messages,
 * profile, and credits or premium as in the top navigation, whose badges stay in sight here.
 */
export function TabBar({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const counts = useWaitingCounts();
  const credits = user.paid_user ? creditsBadge(user.credits) : null;
  const iconSize = 22;
  return (
    <nav className="tab-bar d-md-none" aria-label={t('nav.sections')}>
      <ul>
        <Tab to="members" icon={<Search size={iconSize} />} label={t('nav.search')} />
        <Tab
          to="likes"
          icon={<Heart size={iconSize} />}
          label={t('nav.likes')}
          badge={
            <CountBadge
              count={counts.newLikes}
              label={t('nav.newLikes', { count: counts.newLikes })}
              className="text-bg-primary"
            />
          }
        />
        <Tab
          to="chats"
          icon={<MessageCircle size={iconSize} />}
          label={t('nav.messages')}
          badge={
            <CountBadge
              count={counts.unreadMessages}
              label={t('nav.unreadMessages', { count: counts.unreadMessages })}
              className="bg-unread"
            />
          }
        />
        <Tab to="profile" icon={<UserRound size={iconSize} />} label={t('nav.profileTab')} />
        {user.paid_user ? (
          <Tab
            to="credits"
            icon={<Coins size={iconSize} />}
            label={t('nav.credits')}
            badge={
              credits && (
                <CreditsBadge
                  text={credits.text}
                  variant={credits.variant}
                  label={t('nav.creditsCount', { count: user.credits })}
                />
              )
            }
          />
        ) : (
          <Tab to="premium" icon={<Crown size={iconSize} />} label={t('nav.premiumTab')} />
        )}
      </ul>
    </nav>
  );
}
