import { createBrowserRouter, type RouteObject } from 'react-router';
import type en from '@app/shared/locales/en.json';
import { ROUTE_PATHS, type TRouteName } from './routes';
import type { TLayoutName } from './layouts/layout-rules';

type TScreenKey = keyof (typeof en)['screens'];

export interface RouteHandle {
  name: TRouteName;
  layout: TLayoutName;
  /** Heading of a screen that a later issue fills in. */
  screen?: TScreenKey;
}

const placeholder = () =>
  import('./features/pages/placeholder-screen').then((module) => ({ Component: module.PlaceholderScreen }));

function route(name: TRouteName, layout: TLayoutName, lazy: RouteObject['lazy'], screen?: TScreenKey): RouteObject {
  const handle: RouteHandle = { name, layout, ...(screen && { screen }) };
  return { path: ROUTE_PATHS[name], handle, lazy } as RouteObject;
}

/** A screen owned by a later issue: its real layout and heading, filled in there. */
function screen(name: TRouteName, layout: TLayoutName, key: TScreenKey): RouteObject {
  return route(name, layout, placeholder, key);
}

const staticPage = (page: 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'service') => () =>
  import('./features/pages/static-page').then(({ StaticPage }) => ({ Component: () => <StaticPage page={page} /> }));

const defaultRoutes: RouteObject[] = [
  route('index', 'default', () =>
    import('./features/index/index-page').then((module) => ({ Component: module.IndexPage })),
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
  screen('members', 'default', 'members'),
  screen('members-id', 'default', 'memberProfile'),
  screen('likes', 'default', 'likes'),
  screen('likes-type', 'default', 'likes'),
  screen('likes-m-id', 'default', 'likeFrom'),
  screen('chats', 'default', 'chats'),
  screen('credits', 'default', 'credits'),
  screen('credits-repeat-order', 'default', 'repeatOrder'),
  screen('credits-id-paymentmethod', 'default', 'paymentMethod'),
  screen('directdebit', 'default', 'directDebit'),
  screen('transactions', 'default', 'transactions'),
  screen('premium', 'default', 'premium'),
  screen('pricing', 'default', 'pricing'),
  screen('profile', 'default', 'profile'),
  screen('notifications', 'default', 'notifications'),
  screen('complaints', 'default', 'complaints'),
  screen('settings', 'default', 'settings'),
  screen('activate-done', 'default', 'activateDone'),
  screen('activate-error', 'default', 'activateError'),
  screen('mail-change-do', 'default', 'mailChangeDo'),
  screen('match-finder', 'default', 'matchFinder'),
  screen('signup-matches', 'default', 'signupMatches'),
  screen('swipe-game', 'default', 'swipeGame'),
  route('token', 'default', () =>
    import('./features/auth/login-link-page').then((module) => ({ Component: module.LoginLinkPage })),
  ),
  {
    path: '*',
    handle: { name: 'index', layout: 'default' },
    lazy: () => import('./features/pages/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
  },
];

const chatRoutes: RouteObject[] = [screen('chats-id', 'chat', 'chat'), screen('members-id-chat', 'chat', 'chat')];

const landerRoutes: RouteObject[] = [
  screen('landers-tinderswipe', 'lander', 'lander'),
  route('landers-name-slug', 'lander', () =>
    import('./features/pages/lander-screen').then((module) => ({ Component: module.LanderScreen })),
  ),
  screen('members-id-landing', 'lander', 'memberLanding'),
  screen('members-id-landing2', 'lander', 'memberLanding'),
  screen('members-id-landing3', 'lander', 'memberLanding'),
];

const emptyRoutes: RouteObject[] = [
  screen('signup', 'empty', 'signup'),
  screen('members-id-signup', 'empty', 'signup'),
  screen('complete-signup', 'empty', 'completeSignup'),
  screen('reset-password', 'empty', 'resetPassword'),
  screen('reset-password-do', 'empty', 'resetPasswordDo'),
  screen('account-deleted', 'empty', 'accountDeleted'),
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
];

export function createRouter() {
  return createBrowserRouter(routes);
}
