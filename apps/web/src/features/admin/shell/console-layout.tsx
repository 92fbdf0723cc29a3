import type { TAdminStaffMe } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CONSOLE_LANGUAGES, type TConsoleLanguage } from '../../../i18n/console-namespaces';
import { useSettings } from '../../sites/sites.queries';
import { switchConsoleLanguage } from './console-language';
import { consoleApi, CONSOLE_KEY, staffMeKey, useStaff } from '../console-api';
import { CONSOLE_SCREENS } from '../console-screens';
import { pathTo } from '../../../routes';

/** The console frame: the sections the role may use, the staff member, language and logout. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('console-shell');
  const staff = useStaff();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => consoleApi('/api/admin/logout.php', { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === CONSOLE_KEY });
      queryClient.setQueryData<TAdminStaffMe>(staffMeKey, { staff: null, second_factor: null });
    },
  });
  const entries = CONSOLE_SCREENS.filter((entry) => entry.nav && staff.permissions.includes(entry.permission));

  return (
    <div className="console">
      <header className="console-header navbar navbar-dark bg-dark px-3">
        <span className="navbar-brand mb-0 h1">{t('brand', { site: settings.name })}</span>
        <div className="d-flex align-items-center gap-3 ms-auto">
          <span className="text-white-50 small" data-testid="console-staff">
            {staff.name} · {t(`roles.${staff.role}`)}
          </span>
          <select
            className="form-select form-select-sm w-auto"
            aria-label={t('language')}
            value={i18n.resolvedLanguage}
            onChange={(event) => void switchConsoleLanguage(event.target.value as TConsoleLanguage)}
          >
            {CONSOLE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-sm btn-outline-light" onClick={() => logout.mutate()}>
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={t('nav.label')}>
          <ul className="nav nav-pills flex-lg-column">
            {entries.map((entry) => (
              <li key={entry.path} className="nav-item">
                <NavLink to={`/admin/${entry.path}`} className="nav-link">
                  {t(`nav.${entry.nav!}`)}
                </NavLink>
              </li>
            ))}
            <li className="nav-item">
              <a href={pathTo('index')} className="nav-link text-body-secondary">
                {t('nav.memberSite')}
              </a>
            </li>
          </ul>
        </nav>
        <main className="console-main">{children}</main>
      </div>
    </div>
  );
}
