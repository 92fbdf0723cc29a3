import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useLogout, useUser } from '../features/auth/auth.queries';
import { useSettings } from '../features/sites/sites.queries';
import { badgeText, creditsBadge } from '../lib/badges';
import { useWaitingCounts } from '../lib/waiting-counts';
import { BackButton } from './back-button';
import { AccountMenu } from './account-menu';
import { pathTo } from '../routes';

function CountBadge({ count, label, className }: { count: number; label: string; className: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill count-badge ${className}`}>
      {text}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}

/** The top navigation of the default layout (spec point 2). */
export function TopNav() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const counts = useWaitingCounts();
  const logout = useLogout();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const credits = user?.paid_user ? creditsBadge(user.credits) : null;

  return (
    <header className="top-nav sticky-top">
      <nav className="navbar navbar-expand-md" aria-label={t('nav.mainMenu')}>
        <div className="container">
          <BackButton />
          <Link
            className="navbar-brand brand-logo fs-3"
            to={pathTo('index')}
            aria-label={t('nav.home', { siteName: settings.name })}
          >
            {settings.name}
          </Link>
          {user === null && (
            <Link className="btn btn-primary ms-auto d-md-none" to={pathTo('login')}>
              {t('nav.login')}
            </Link>
          )}
          {user && (
            <button
              className="navbar-toggler ms-auto"
              type="button"
              aria-expanded={open}
              aria-controls="main-menu"
              aria-label={t('nav.toggleMenu')}
              onClick={() => setOpen((value) => !value)}
            >
              <span className="navbar-toggler-icon" />
            </button>
          )}
          <div
            id="main-menu"
            className={`collapse navbar-collapse ${open ? 'show' : ''}`}
            onClick={() => setOpen(false)}
          >
            <ul className="navbar-nav ms-auto align-items-md-center gap-md-2">
              <li className="nav-item">
                <NavLink className="nav-link" to={pathTo('members')}>
                  {t('nav.search')}
                </NavLink>
              </li>
              {user && (
                <>
                  <li className="nav-item">
                    <NavLink className="nav-link" to={pathTo('chats')}>
                      {t('nav.messages')}
                      <CountBadge
                        count={counts.unreadMessages}
                        label={t('nav.unreadMessages', { count: counts.unreadMessages })}
                        className="bg-unread"
                      />
                    </NavLink>
                  </li>
                  <li className="nav-item">
                    <NavLink className="nav-link" to={pathTo('likes')}>
                      {t('nav.likes')}
                      <CountBadge
                        count={counts.newLikes}
                        label={t('nav.newLikes', { count: counts.newLikes })}
                        className="text-bg-primary"
                      />
                    </NavLink>
                  </li>
                  <li className="nav-item">
                    {user.paid_user ? (
                      <NavLink className="nav-link" to={pathTo('credits')}>
                        {t('nav.credits')}
                        {credits && (
                          <span className={`badge rounded-pill count-badge text-bg-${credits.variant}`}>
                            {credits.text}
                            <span className="visually-hidden"> {t('nav.creditsCount', { count: user.credits })}</span>
                          </span>
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
                <li className="nav-item d-none d-md-block">
                  <Link className="btn btn-primary" to={pathTo('login')}>
                    {t('nav.login')}
                  </Link>
                </li>
              )}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
