import type { TRouteName } from '../routes';

export type TLayoutName = 'default' | 'chat' | 'lander' | 'empty';

/** The entry warning never shows on these screens (spec point 2). */
export const ENTRY_WARNING_HIDDEN_ON: readonly TRouteName[] = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
];
/** Outside the default layout, the warning is for visitors from these countries only. */
const BARE_LAYOUT_WARNING_COUNTRIES = ['NL', 'DE'];

export interface EntryWarningContext {
  layout: TLayoutName;
  routeName: TRouteName | undefined;
  installed: boolean;
  loggedIn: boolean;
  enabled: boolean;
  country: string | null;
  allowedCountries: readonly string[];
  skipped: boolean;
}

/**
 * The site-entry warning (spec points 1, 2, 4): first visit, logged out, not in installed mode,
 * enabled for the site, and the visitor's country in the site's list (NL and DE only outside the
 * default layout).
 */
export function shouldShowEntryWarning(context: EntryWarningContext): boolean {
  if (context.installed || context.loggedIn || !context.enabled || context.skipped) return false;
  if (context.routeName && ENTRY_WARNING_HIDDEN_ON.includes(context.routeName)) return false;
  if (!context.country || !context.allowedCountries.includes(context.country)) return false;
  return context.layout === 'default' || BARE_LAYOUT_WARNING_COUNTRIES.includes(context.country);
}

/** Screens where a back button appears in installed mode with history (spec point 2). */
export const BACK_BUTTON_ROUTES: readonly TRouteName[] = [
  'members-id',
  'likes',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
];

export function shouldShowBackButton(
  routeName: TRouteName | undefined,
  installed: boolean,
  historyLength: number,
): boolean {
  return installed && historyLength > 1 && routeName !== undefined && BACK_BUTTON_ROUTES.includes(routeName);
}
