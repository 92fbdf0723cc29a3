import { Link, Outlet } from 'react-router';
import { useSettings } from '../features/sites/sites.queries';
import { EntryWarning } from './entry-warning';
import { SignupModal } from './signup-modal';
import { SiteFooter } from './site-footer';
import { pathTo } from '../routes';

/** A simple bar with the logo, the lander, the footer with disclaimer. */
export function LanderLayout() {
  const settings = useSettings();
  return (
    <>
      <header className="top-nav">
        <nav className="navbar">
          <div className="container">
            <Link className="navbar-brand brand-logo fs-3" to={pathTo('index')}>
              {settings.name}
            </Link>
          </div>
        </nav>
      </header>
      <main id="content" data-layout="lander">
        <Outlet />
      </main>
      <SiteFooter />
      <EntryWarning layout="lander" />
      <SignupModal />
    </>
  );
}
