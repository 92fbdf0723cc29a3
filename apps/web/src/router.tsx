import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type en from '@app/shared/locales/en.json';
import { loadMemberTexts } from './i18n/i18n';
import { ROUTE_PATHS, type TRouteName } from './routes';
import type { TLayoutName } from './layouts/layout-rules';

type TScreenKey = keyof (typeof en)['screens'];

export interface RouteHandle {
  name: TRouteName;
  layout: TLayoutName;
  /** Heading of a screen that a later issue fills in. */
  screen?: TScreenKey;
}

function route(name: TRouteName, layout: TLayoutName, lazy: RouteObject['lazy'], screen?: TScreenKey): RouteObject {
  const handle: RouteHandle = { name, layout, ...(screen && { screen }) };
  return { path: ROUTE_PATHS[name], handle, lazy } as RouteObject;
}

/**
 * A screen of the member interface: its chunk and the member texts load together, so it never shows a text that
 * a visitor's first visit leaves out (decision 033). A visitor who opens one (`/pricing`, `/premium`,
 * `/complaints`, a mail's link) downloads the member texts too.
 */
function memberRoute(name: TRouteName, layout: TLayoutName, screen: () => Promise<{ Component: ComponentType }>) {
  return route(name, layout, () => Promise.all([screen(), loadMemberTexts()]).then(([module]) => module));
}

const staticPage = (page: 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'service') => () =>
  import('./features/pages/static-page').then(({ StaticPage }) => ({ Component: () => <StaticPage page={page} /> }));

const signupPage = () =>
  import('./features/accounts/signup/signup-page').then((module) => ({ Component: module.SignupPage }));

const likesPage = () => import('./features/likes/likes-page').then((module) => ({ Component: module.LikesPage }));

const conversationPage = () =>
  import('./features/chat/conversation-page').then((module) => ({ Component: module.ConversationPage }));

const defaultRoutes: RouteObject[] = [
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
    lazy: () => import('./features/pages/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
  },
];

const chatRoutes: RouteObject[] = [
  memberRoute('chats-id', 'chat', conversationPage),
  memberRoute('members-id-chat', 'chat', conversationPage),
];

const memberLander = (variant: 'landing' | 'landing2' | 'landing3') => () =>
  import('./features/landers/member-lander-page').then(({ MemberLanderPage }) => ({
    Component: () => <MemberLanderPage variant={variant} />,
  }));

const landerRoutes: RouteObject[] = [
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

const emptyRoutes: RouteObject[] = [
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

const withErrorPage = (Component: () => React.ReactNode) =>
  import('./features/pages/error-page').then((module) => ({ Component, ErrorBoundary: module.RouteErrorPage }));

/** Each layout is a lazy chunk too; an error in one of its screens shows the error page inside it. */
const layout = (name: TLayoutName, children: RouteObject[]): RouteObject => ({
  lazy: {
    default: () => import('./layouts/default-layout').then((module) => withErrorPage(module.DefaultLayout)),
    chat: () => import('./layouts/chat-layout').then((module) => withErrorPage(module.ChatLayout)),
    lander: () => import('./layouts/lander-layout').then((module) => withErrorPage(module.LanderLayout)),
    empty: () => import('./layouts/empty-layout').then((module) => withErrorPage(module.EmptyLayout)),
  }[name],
  children,
});

/** The whole route table: every screen and layout is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    // The page stays as index.html painted it while the first chunks arrive.
    HydrateFallback: () => null,
    lazy: () =>
      import('./app-shell').then((module) => ({ Component: module.AppShell, ErrorBoundary: module.AppErrorBoundary })),
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
    HydrateFallback: () => null,
    lazy: () => import('./features/admin/console-app').then((module) => ({ Component: module.ConsoleApp })),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
