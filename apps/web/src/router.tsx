import { matchRoutes, useRoutes, type NonIndexRouteObject } from 'react-router';
import type en from '@app/shared/locales/en.json';
import { loadMemberTexts } from './i18n/i18n';
import { RouteErrorPage } from './features/pages/error-page';
import { isRouteSettled, LazyRoute, preloadRoute, type TLazyRoute } from './lib/lazy-route';
import { NavigationAfterLoad, useLocationAfterLoad } from './lib/navigation-after-load';
import { RouteErrorBoundary } from './lib/route-error-boundary';
import { RouteHandleContext } from './lib/use-route-handle';
import { ROUTE_PATHS, type TRouteName } from './routes';
import type { TLayoutName } from './layouts/layout-rules';

type TScreenKey = keyof (typeof en)['screens'];

export interface RouteHandle {
  name: TRouteName;
  layout: TLayoutName;
  /** Heading of a screen that a later issue fills in. */
  screen?: TScreenKey;
}

/** A route of the table with the code its element draws (`loadRoutesAt` loads it before it is needed). */
export type TAppRoute = Omit<NonIndexRouteObject, 'children' | 'handle'> & {
  handle?: RouteHandle;
  chunk?: TLazyRoute;
  children?: TAppRoute[];
};

/** A lazily loaded element: an error while it loads or draws shows the error page in its place. */
function lazyElement(lazy: TLazyRoute): Pick<TAppRoute, 'element' | 'chunk'> {
  return {
    element: (
      <RouteErrorBoundary fallback={RouteErrorPage}>
        <LazyRoute lazy={lazy} />
      </RouteErrorBoundary>
    ),
    chunk: lazy,
  };
}

function route(name: TRouteName, layout: TLayoutName, lazy: TLazyRoute, screen?: TScreenKey): TAppRoute {
  const handle: RouteHandle = { name, layout, ...(screen && { screen }) };
  return { path: ROUTE_PATHS[name], handle, ...lazyElement(lazy) };
}

/**
 * A screen of the member interface: its chunk and the member texts load together, so it never shows a text that
 * a visitor's first visit leaves out (decision 033). A visitor who opens one (`/pricing`, `/premium`,
 * `/complaints`, a mail's link) downloads the member texts too.
 */
function memberRoute(name: TRouteName, layout: TLayoutName, screen: TLazyRoute) {
  return route(name, layout, () => Promise.all([screen(), loadMemberTexts()]).then(([module]) => module));
}

const staticPage = (page: 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'service') => () =>
  import('./features/pages/static-page').then(({ StaticPage }) => ({ Component: () => <StaticPage page={page} /> }));

const signupPage = () =>
  import('./features/accounts/signup/signup-page').then((module) => ({ Component: module.SignupPage }));

const likesPage = () => import('./features/likes/likes-page').then((module) => ({ Component: module.LikesPage }));

const conversationPage = () =>
  import('./features/chat/conversation-page').then((module) => ({ Component: module.ConversationPage }));

const defaultRoutes: TAppRoute[] = [
  route('index', 'default', () =>
    import('./features/index/start-page').then((module) => ({ Component: module.StartPage })),
  ),
  route('login', 'default', () =>
    import('./features/auth/login-page').then((module) => ({ Component: module.LoginPage })),
  ),
  route('lang-config', 'default', () =>
    import('./features/pages/lang-config-page').then((module) => ({ Component: module.LangConfigPage })),
  ),
  route('pages-terms', 'default', staticPage('terms')),
  route('pages-privacy', 'default', staticPage('privacy')),
  route('pages-cookies', 'default', staticPage('cookies')),
  route('pages-ban', 'default', staticPage('ban')),
  route('pages-return-policy', 'default', staticPage('returnPolicy')),
  route('pages-faq', 'default', staticPage('faq')),
  route('pages-service', 'default', staticPage('service')),
  route('members', 'default', () =>
    import('./features/members/search/members-page').then((module) => ({ Component: module.MembersPage })),
  ),
  route('members-id', 'default', () =>
    import('./features/members/profile/member-page').then((module) => ({ Component: module.MemberPage })),
  ),
  memberRoute('likes', 'default', likesPage),
  memberRoute('likes-type', 'default', likesPage),
  memberRoute('likes-m-id', 'default', likesPage),
  memberRoute('chats', 'default', () =>
    import('./features/chat/chats-page').then((module) => ({ Component: module.ChatsPage })),
  ),
  memberRoute('credits', 'default', () =>
    import('./features/credits/credits-page').then((module) => ({ Component: module.CreditsPage })),
  ),
  memberRoute('credits-repeat-order', 'default', () =>
    import('./features/credits/repeat-order-page').then((module) => ({ Component: module.RepeatOrderPage })),
  ),
  memberRoute('credits-id-paymentmethod', 'default', () =>
    import('./features/credits/payment-method-page').then((module) => ({ Component: module.PaymentMethodPage })),
  ),
  memberRoute('directdebit', 'default', () =>
    import('./features/payments/direct-debit/direct-debit-page').then((module) => ({
      Component: module.DirectDebitPage,
    })),
  ),
  memberRoute('transactions', 'default', () =>
    import('./features/payments/transactions-page').then((module) => ({ Component: module.TransactionsPage })),
  ),
  memberRoute('premium', 'default', () =>
    import('./features/credits/premium-page').then((module) => ({ Component: module.PremiumPage })),
  ),
  memberRoute('pricing', 'default', () =>
    import('./features/credits/pricing-page').then((module) => ({ Component: module.PricingPage })),
  ),
  memberRoute('profile', 'default', () =>
    import('./features/members/my-profile/my-profile-page').then((module) => ({ Component: module.MyProfilePage })),
  ),
  memberRoute('notifications', 'default', () =>
    import('./features/notifications/notifications-page').then((module) => ({ Component: module.NotificationsPage })),
  ),
  memberRoute('complaints', 'default', () =>
    import('./features/members/complaints/complaints-page').then((module) => ({ Component: module.ComplaintsPage })),
  ),
  memberRoute('settings', 'default', () =>
    import('./features/accounts/settings/settings-page').then((module) => ({ Component: module.SettingsPage })),
  ),
  route('activate-done', 'default', () =>
    import('./features/accounts/activation/activate-result-page').then(({ ActivateResultPage }) => ({
      Component: () => <ActivateResultPage result="done" />,
    })),
  ),
  route('activate-error', 'default', () =>
    import('./features/accounts/activation/activate-result-page').then(({ ActivateResultPage }) => ({
      Component: () => <ActivateResultPage result="error" />,
    })),
  ),
  memberRoute('mail-change-do', 'default', () =>
    import('./features/accounts/mail-change-page').then((module) => ({ Component: module.MailChangePage })),
  ),
  memberRoute('match-finder', 'default', () =>
    import('./features/likes/suggestions/match-finder-page').then((module) => ({ Component: module.MatchFinderPage })),
  ),
  memberRoute('signup-matches', 'default', () =>
    import('./features/likes/suggestions/signup-matches-page').then((module) => ({
      Component: module.SignupMatchesPage,
    })),
  ),
  memberRoute('swipe-game', 'default', () =>
    import('./features/likes/swipe/swipe-game-page').then((module) => ({ Component: module.SwipeGamePage })),
  ),
  route('token', 'default', () =>
    import('./features/auth/login-link-page').then((module) => ({ Component: module.LoginLinkPage })),
  ),
  {
    path: '*',
    handle: { name: 'index', layout: 'default' },
    ...lazyElement(() =>
      import('./features/pages/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
    ),
  },
];

const chatRoutes: TAppRoute[] = [
  memberRoute('chats-id', 'chat', conversationPage),
  memberRoute('members-id-chat', 'chat', conversationPage),
];

const memberLander = (variant: 'landing' | 'landing2' | 'landing3') => () =>
  import('./features/landers/member-lander-page').then(({ MemberLanderPage }) => ({
    Component: () => <MemberLanderPage variant={variant} />,
  }));

const landerRoutes: TAppRoute[] = [
  route('landers-tinderswipe', 'lander', () =>
    import('./features/landers/tinder-swipe-lander').then((module) => ({ Component: module.TinderSwipeLander })),
  ),
  route('landers-name-slug', 'lander', () =>
    import('./features/landers/lander-page').then((module) => ({ Component: module.LanderPage })),
  ),
  route('members-id-landing', 'lander', memberLander('landing')),
  route('members-id-landing2', 'lander', memberLander('landing2')),
  route('members-id-landing3', 'lander', memberLander('landing3')),
];

const emptyRoutes: TAppRoute[] = [
  route('signup', 'empty', signupPage),
  route('members-id-signup', 'empty', signupPage),
  route('complete-signup', 'empty', () =>
    import('./features/accounts/signup/complete-signup-page').then((module) => ({
      Component: module.CompleteSignupPage,
    })),
  ),
  route('reset-password', 'empty', () =>
    import('./features/accounts/password/reset-password-page').then((module) => ({
      Component: module.ResetPasswordPage,
    })),
  ),
  route('reset-password-do', 'empty', () =>
    import('./features/accounts/password/reset-password-do-page').then((module) => ({
      Component: module.ResetPasswordDoPage,
    })),
  ),
  memberRoute('account-deleted', 'empty', () =>
    import('./features/accounts/account-deleted-page').then((module) => ({ Component: module.AccountDeletedPage })),
  ),
];

const layoutChunks: Record<TLayoutName, TLazyRoute> = {
  default: () => import('./layouts/default-layout').then((module) => ({ Component: module.DefaultLayout })),
  chat: () => import('./layouts/chat-layout').then((module) => ({ Component: module.ChatLayout })),
  lander: () => import('./layouts/lander-layout').then((module) => ({ Component: module.LanderLayout })),
  empty: () => import('./layouts/empty-layout').then((module) => ({ Component: module.EmptyLayout })),
};

/** Each layout is a lazy chunk too; an error in one of its screens shows the error page inside it. */
const layout = (name: TLayoutName, children: TAppRoute[]): TAppRoute => ({
  ...lazyElement(layoutChunks[name]),
  children,
});

/** The whole route table: every screen and layout is its own lazily loaded chunk. */
export const routes: TAppRoute[] = [
  {
    // An error in the shell itself (or a layout that failed to load) shows the error page without the shell.
    ...lazyElement(() => import('./app-shell').then((module) => ({ Component: module.AppShell }))),
    children: [
      layout('chat', chatRoutes),
      layout('lander', landerRoutes),
      layout('empty', emptyRoutes),
      layout('default', defaultRoutes),
    ],
  },
  {
    // The operations console: its own layout and code, outside the member shell.
    path: '/admin/*',
    ...lazyElement(() => import('./features/admin/console-app').then((module) => ({ Component: module.ConsoleApp }))),
  },
];

/**
 * Loads the shell, layout and screen chunks of the routes at `pathname`, each once; settles when all have arrived
 * or failed, and answers null when there is nothing left to load. main.tsx waits for it before the first render,
 * every push or replace before it changes the address.
 */
export function loadRoutesAt(pathname: string): Promise<unknown> | null {
  const loading = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.chunk && !isRouteSettled(route.chunk) ? [preloadRoute(route.chunk)] : [],
  );
  return loading.length > 0 ? Promise.allSettled(loading) : null;
}

/** The handle of the deepest route matching `pathname`. */
function handleAt(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.findLast((match) => match.route.handle)?.route.handle;
}

/**
 * The app under `<BrowserRouter>`: the routes matching the address, with the deepest one's handle given to the
 * shell, layout and screen (`useRouteHandle`). A link or `navigate` changes the address once the target's
 * chunks have arrived; back and forward change it at once, and being transitions, keep the previous screen
 * (and its handle) until the next one can draw.
 */
export function AppRoutes() {
  // Back and forward to a screen still loading keep the previous one drawn (useLocationAfterLoad).
  const location = useLocationAfterLoad(loadRoutesAt);
  const element = useRoutes(routes, location);
  return (
    <NavigationAfterLoad loadRoutesAt={loadRoutesAt}>
      <RouteHandleContext.Provider value={handleAt(location.pathname)}>{element}</RouteHandleContext.Provider>
    </NavigationAfterLoad>
  );
}
