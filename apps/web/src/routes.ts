/** Every route name of the spec (point 2) with its path; links are built from these names. */
export const ROUTE_PATHS = {
  index: '/',
  members: '/members',
  'members-id': '/members/:id',
  'members-id-chat': '/members/:id/chat',
  'members-id-landing': '/members/:id/landing',
  'members-id-landing2': '/members/:id/landing2/:slug?',
  'members-id-landing3': '/members/:id/landing3/:slug?',
  'members-id-signup': '/members/:id/signup',
  likes: '/likes',
  'likes-type': '/likes/:type',
  'likes-m-id': '/likes/m/:id',
  chats: '/chats',
  'chats-id': '/chats/:id',
  credits: '/credits',
  'credits-repeat-order': '/credits/repeat-order',
  'credits-id-paymentmethod': '/credits/:id/:paymentmethod?',
  directdebit: '/directdebit',
  transactions: '/transactions/:id?',
  premium: '/premium',
  pricing: '/pricing',
  profile: '/profile',
  notifications: '/notifications',
  complaints: '/complaints',
  'lang-config': '/lang-config',
  settings: '/settings',
  login: '/login',
  signup: '/signup',
  'complete-signup': '/complete-signup',
  'reset-password': '/reset-password',
  'reset-password-do': '/reset-password/do',
  'activate-done': '/activate/done',
  'activate-error': '/activate/error',
  'mail-change-do': '/mail-change/do',
  'account-deleted': '/account-deleted',
  'match-finder': '/match-finder',
  'signup-matches': '/signup-matches',
  'swipe-game': '/swipe-game',
  'landers-tinderswipe': '/landers/tinderswipe',
  'landers-name-slug': '/landers/:name/:slug?',
  token: '/:token',
  'pages-terms': '/terms',
  'pages-privacy': '/privacy',
  'pages-cookies': '/cookies',
  'pages-ban': '/ban',
  'pages-return-policy': '/return-policy',
  'pages-faq': '/faq',
  'pages-service': '/service',
} as const;
export type TRouteName = keyof typeof ROUTE_PATHS;

/** Members area (spec point 2): where the time-bonus banner and popup may show. */
export const MEMBERS_AREA: readonly TRouteName[] = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];

/** The landers of spec point 2; any other name is a 404. */
export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

/**
 * Fills a route's path with its parameters; optional ones left out are dropped. A query, when given,
 * is appended with its undefined values left out (`pathTo('login', {}, { next: '/chats' })`).
 */
export function pathTo(
  name: TRouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const filled = ROUTE_PATHS[name].replace(/\/:(\w+)(\?)?/g, (_match, key: string) =>
    params[key] === undefined ? '' : `/${encodeURIComponent(String(params[key]))}`,
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const path = filled || '/';
  return search.toString() ? `${path}?${search.toString()}` : path;
}
