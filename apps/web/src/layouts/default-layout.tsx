import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { EntryWarning } from './entry-warning';
import { SignupModal } from './signup-modal';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import { WarningHeader } from './warning-header';

/** Top navigation, alert region, footer with disclaimer, entry warning and signup modal. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link btn btn-light" href="#content">
        {t('common.skipToContent')}
      </a>
      <TopNav />
      <WarningHeader />
      <main id="content" data-layout="default" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <EntryWarning layout="default" />
      <SignupModal />
    </>
  );
}
