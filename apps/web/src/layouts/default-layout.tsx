import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useUser } from '../features/auth/auth.queries';
import { EntryWarning } from './entry-warning';
import { SignupModal } from './signup-modal';
import { SiteFooter } from './site-footer';
import { MemberTabBar } from './member-shell';
import { TopNav } from './top-nav';
import { WarningHeader } from './warning-header';

// Member-only parts: visitors never download them.
const NoticeArea = lazy(() =>
  import('../features/accounts/alerts/notice-area').then((module) => ({ default: module.NoticeArea })),
);
const ActivationReminderModal = lazy(() =>
  import('../features/accounts/activation/activation-reminder').then((module) => ({
    default: module.ActivationReminderModal,
  })),
);
const ReactivatedNotice = lazy(() =>
  import('../features/accounts/reactivated-notice').then((module) => ({ default: module.ReactivatedNotice })),
);
const TimeBonusPopup = lazy(() =>
  import('../features/credits/time-bonus/time-bonus-popup').then((module) => ({ default: module.TimeBonusPopup })),
);

/** Top navigation (a tab bar on a phone), alert region, footer with disclaimer, entry warning and signup modal. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      <a className="skip-link btn btn-light" href="#content">
        {t('common.skipToContent')}
      </a>
      <TopNav />
      <WarningHeader>
        {user && (
          <Suspense fallback={null}>
            <NoticeArea />
            <ActivationReminderModal />
            <ReactivatedNotice />
          </Suspense>
        )}
      </WarningHeader>
      <main id="content" data-layout="default" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {user && <MemberTabBar.Part user={user} />}
      {user && (
        <Suspense fallback={null}>
          <TimeBonusPopup />
        </Suspense>
      )}
      <EntryWarning layout="default" />
      <SignupModal />
    </>
  );
}
