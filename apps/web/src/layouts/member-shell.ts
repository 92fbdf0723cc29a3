import { lazyPart } from '../lib/lazy-part';

/**
 * The member's parts of the shell, in their own chunk with the member's queries (vite.config.ts, `member`
 * group): a visitor's first visit does not download them (issue 19 item 5). They arrive with the member's texts
 * (auth.queries.ts), so a logged-in screen draws with them at once.
 */
export const MemberNav = lazyPart(() => import('./member-nav').then((module) => module.MemberNavItems));
export const MemberTabBar = lazyPart(() => import('./tab-bar').then((module) => module.TabBar));
export const WaitingTotal = lazyPart(() =>
  import('../components/waiting-total-feed').then((module) => module.WaitingTotalFeed),
);

export function preloadMemberShell(): Promise<unknown> {
  return Promise.all([MemberNav.preload(), MemberTabBar.preload(), WaitingTotal.preload()]);
}
