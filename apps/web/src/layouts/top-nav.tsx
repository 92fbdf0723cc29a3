import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useLogout, useUser } from '../features/auth/auth.queries';
import { useSearchAllowed } from '../features/members/search/use-search-allowed';
import { useSettings } from '../features/sites/sites.queries';
import { creditsBadge } from '../lib/badges';
import { useWaitingCounts } from '../lib/waiting-counts';
import { BackButton } from './back-button';
import { AccountMenu } from './account-menu';
import { CountBadge, CreditsBadge } from './count-badge';
import { pathTo } from '../routes';

/**
 * The top navigation of the default layout (spec point 2). From 768 px it holds every section; on a
 * phone the sections are in the tab bar at the bottom and the top keeps the logo and the account menu.
 */
export function TopNav() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const counts = useWaitingCounts();
  const logout = useLogout();
  const navigate = useNavigate();
  const credits = user?.paid_user ? creditsBadge(user.credits) : null;
  const mayBrowse = useSearchAllowed();

  return (
    <header className="top-nav sticky-top">
      <nav className="navbar" aria-label={t('nav.mainMenu')}>
        <div className="container flex-nowrap">
          <BackButton />
          <Link
            className="navbar-brand brand-logo fs-3 text-truncate"
            to={pathTo('index')}
            aria-label={t('nav.home', { siteName: settings.name })}
          >
            {settings.name}
          </Link>
          <ul className="navbar-nav flex-row ms-auto align-items-center gap-2 gap-lg-3">
            {mayBrowse && (
              <li className="nav-item d-none d-md-block">
                <NavLink className="nav-link" to={pathTo('members')}>
                  {t('nav.search')}
                </NavLink>
              </li>
            )}
            {user && (
              <>
                <li className="nav-item d-none d-md-block">
                  <NavLink className="nav-link" to={pathTo('chats')}>
                    {t('nav.messages')}
                    <CountBadge
                      count={counts.unreadMessages}
                      label={t('nav.unreadMessages', { count: counts.unreadMessages })}
                      className="bg-unread"
                    />
                  </NavLink>
                </li>
                <li className="nav-item d-none d-md-block">
                  <NavLink className="nav-link" to={pathTo('likes')}>
                    {t('nav.likes')}
                    <CountBadge
                      count={counts.newLikes}
                      label={t('nav.newLikes', { count: counts.newLikes })}
                      className="text-bg-primary"
                    />
                  </NavLink>
                </li>
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
            )}
            {user === null && (
              <li className="nav-item">
                <Link className="btn btn-primary" to={pathTo('login')}>
                  {t('nav.login')}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
