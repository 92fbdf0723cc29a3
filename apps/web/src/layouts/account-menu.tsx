import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUser } from '@app/shared';
import { PremiumBadge } from '../features/credits/premium-badge';
import { pathTo } from '../routes';
import { Silhouette } from '../components/silhouette';

interface AccountMenuProps {
  user: TUser;
  cdnPrefix: string;
  onLogout(): void;
}

/** Account dropdown: the main photo's thumbnail and name, then my profile, settings, logout. */
export function AccountMenu({ user, cdnPrefix, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const thumb = user.profile.main_image?.thumb_filename;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={menu} onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        className="btn btn-link nav-link d-flex align-items-center gap-2 dropdown-toggle"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((value) => !value)}
      >
        {/* Named by its words, not an aria-label: the name it shows must be part of what it is called. */}
        <span className="visually-hidden">{t('nav.account')}</span>
        {thumb ? (
          <img className="avatar-thumb" src={`${cdnPrefix}${thumb}`} alt="" width={32} height={32} />
        ) : (
          <Silhouette shape="round" size={32} className="avatar-thumb" />
        )}
        <span className="d-none d-sm-inline text-truncate account-name" data-testid="account-name">
          {user.profile.name}
        </span>
        {user.paid_user && <PremiumBadge />}
      </button>
      <ul className={`dropdown-menu dropdown-menu-end ${open ? 'show' : ''}`} role="menu">
        <li role="none">
          <Link className="dropdown-item" role="menuitem" to={pathTo('profile')} onClick={() => setOpen(false)}>
            {t('nav.myProfile')}
          </Link>
        </li>
        <li role="none">
          <Link className="dropdown-item" role="menuitem" to={pathTo('settings')} onClick={() => setOpen(false)}>
            {t('nav.settings')}
          </Link>
        </li>
        <li role="none">
          <hr className="dropdown-divider" />
        </li>
        <li role="none">
          <button
            type="button"
            className="dropdown-item"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
