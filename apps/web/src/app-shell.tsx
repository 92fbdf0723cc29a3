import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { LoadingBar } from './components/loading-bar';
import { MemberPolling } from './components/member-polling';
import { PageHiddenBeacon } from './components/page-hidden-beacon';
import { TitleManager } from './components/title-manager';
import { ToastRegion } from './components/toast-region';
import { forgetMember, useUser } from './features/auth/auth.queries';
import { leavingDestination } from './features/auth/leaving';
import { onAccountBanned, onAuthenticationRequired } from './lib/api-client';
import { queryKeys } from './lib/query-keys';
import { WaitingTotal } from './layouts/member-shell';
import { pathTo } from './routes';

// Member-only parts: visitors never download them.
const MatchModal = lazy(() =>
  import('./features/likes/match-modal').then((module) => ({ default: module.MatchModal })),
);
const LikePopup = lazy(() => import('./features/likes/like-popup').then((module) => ({ default: module.LikePopup })));
const Realtime = lazy(() =>
  import('./features/chat/realtime/realtime').then((module) => ({ default: module.Realtime })),
);

/** Global behaviours around every layout: title and badge, polling, loading bar, toasts. */
export function AppShell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useUser();

  useEffect(() => {
    // A call answered 403 authentication_required: the session ended elsewhere, so log out here too.
    onAuthenticationRequired(() => {
      if (queryClient.getQueryData(queryKeys.user)) {
        forgetMember(queryClient);
        void navigate(leavingDestination() ?? pathTo('index'));
      }
    });
    // Banned by the moderators: the server ended every session; the member reads why on /ban.
    onAccountBanned(() => {
      forgetMember(queryClient);
      void navigate(pathTo('pages-ban'), { replace: true });
    });
  }, [queryClient, navigate]);

  return (
    <>
      <LoadingBar />
      <TitleManager />
      <MemberPolling />
      <PageHiddenBeacon loggedIn={Boolean(user)} />
      <Outlet />
      <ToastRegion />
      {user && (
        <Suspense fallback={null}>
          <MatchModal />
          <LikePopup />
          <Realtime />
          <WaitingTotal.Part />
        </Suspense>
      )}
    </>
  );
}
