import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useUser } from '../features/auth/auth.queries';
import { useSearchAllowed } from '../features/members/search/use-search-allowed';
import { useSettings } from '../features/sites/sites.queries';
import { BackButton } from './back-button';
import { MemberNav } from './member-shell';
import { pathTo } from '../routes';

/**
 * The top navigation of the default layout (spec point 2). From 768 px it holds every section; on a
 * phone the sections are in the tab bar at the bottom and the top keeps the logo and the account menu.
 */
export function TopNav() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
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
            {user && <MemberNav.Part user={user} />}
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
