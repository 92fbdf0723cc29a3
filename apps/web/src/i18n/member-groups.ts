import type en from '@app/shared/locales/en.json';

/** A top-level group of the member interface's catalogue (`locales/<lang>.json`, namespace `common`). */
export type TCatalogueGroup = keyof typeof en;

/**
 * The catalogue's groups that a visitor never reads, so a first visit does not download them (issue 19 item 5,
 * decision 033): the screens, popups and notices of logged-in members, and the groups only the server reads.
 * Every other group is the visitor part, loaded at start. The build cuts each language's catalogue into these
 * two parts (`vite-plugins/catalogue-parts.ts`); `loadMemberTexts()` (i18n.ts) adds the member part before anything
 * that shows a member screen renders. A group that a visitor's screen shows stays off this list even when
 * members use it most: `swipe` (the swipe lander's buttons), `member` and `profileOptions` (profiles and
 * search), `activation` and `signup` (the signup modal), `fictional` and `interests` (landers, member cards).
 */
export const MEMBER_GROUPS = [
  // The member's home, likes, matches and suggestions.
  'home',
  'likesPage',
  'matchModal',
  'suggestions',
  // Chat, credits and payments (`/pricing` and `/premium` wait for the member part like the member screens).
  'chat',
  'credits',
  'payments',
  'paymentMethods',
  'premium',
  'timeBonus',
  // The member's own account: profile, photos, settings, notifications, blocks, complaints, notices.
  'myProfile',
  'photos',
  'settings',
  'notifications',
  'blocks',
  'complaints',
  'alerts',
  'warnings',
  'mailChange',
  'verification',
  'accountDeleted',
  // Read by the server only.
  'seo',
  'push',
  'sandbox',
  'directDebit',
  'operatorQuickReplies',
] as const satisfies readonly TCatalogueGroup[];

export type TCataloguePart = 'visitor' | 'member';

const memberGroups: ReadonlySet<string> = new Set(MEMBER_GROUPS);

/** The part of the catalogue a group is downloaded with. */
export function partOfGroup(group: string): TCataloguePart {
  return memberGroups.has(group) ? 'member' : 'visitor';
}

/** One language's catalogue cut into its two parts; every group lands in exactly one. */
export function splitCatalogue(catalogue: Record<string, unknown>): Record<TCataloguePart, Record<string, unknown>> {
  const parts: Record<TCataloguePart, Record<string, unknown>> = { visitor: {}, member: {} };
  for (const [group, texts] of Object.entries(catalogue)) parts[partOfGroup(group)][group] = texts;
  return parts;
}
