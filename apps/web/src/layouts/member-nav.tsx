import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import type { TUser } from '@app/shared';
import { useLogout } from '../features/auth/auth.queries';
import { useSettings } from '../features/sites/sites.queries';
import { creditsBadge } from '../lib/badges';
import { useWaitingCounts } from '../lib/waiting-counts';
import { AccountMenu } from './account-menu';
import { CountBadge, CreditsBadge } from './count-badge';
import { pathTo } from '../routes';

/** A wide screen's link with the count of what waits there (the tab bar shows them on a phone). */
function CountedNavItem(props: { to: string; text: string; count: number; label: string; className: string }) {
  return (
    <li className="nav-item d-none d-md-block">
      <NavLink className="nav-link" to={props.to}>
        {props.text}
        <CountBadge count={props.count} label={props.label} className={props.className} />
      </NavLink>
    </li>
  );
}

/**
 * A logged-in member's part of the top navigation: messages, likes and credits with their badges, and the
 * account menu. Its own chunk with the member's queries (vite.config.ts, `member` group): a visitor never
 * downloads it.
 */
export function MemberNavItems({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const counts = useWaitingCounts();
  const logout = useLogout();
  const navigate = useNavigate();
  const credits = user.paid_user ? creditsBadge(user.credits) : null;

  return (
    <>
      <CountedNavItem
        to={pathTo('chats')}
        text={t('nav.messages')}
        count={counts.unreadMessages}
        label={t('nav.unreadMessages', { count: counts.unreadMessages })}
        className="bg-unread"
      />
      <CountedNavItem
        to={pathTo('likes')}
        text={t('nav.likes')}
        count={counts.newLikes}
        label={t('nav.newLikes', { count: counts.newLikes })}
        className="text-bg-primary"
      />
      <li className="nav-item d-none d-md-block">
        {user.paid_user ? (
          <NavLink className="nav-link" to={pathTo('credits')}>
            {t('nav.credits')}
            {credits && (
              <CreditsBadge
                text={credits.text}
                variant={credits.variant}
                label={t('nav.creditsCount', { count: user.credits })}
              />
            )}
          </NavLink>
        ) : (
          <Link className="btn btn-secondary btn-sm" to={pathTo('premium')}>
            {t('nav.getPremium')}
          </Link>
        )}
      </li>
      <li className="nav-item">
        <AccountMenu
          user={user}
          cdnPrefix={settings.cdn_prefix}
          onLogout={() => logout.mutate(undefined, { onSettled: () => void navigate(pathTo('index')) })}
        />
      </li>
    </>
  );
}
