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

/**
 * The error texts that only a member's screens (chat, credits and payments, photos, settings, verification) or the
 * console show: the member part carries them in its own `errors` group, joined with the visitor part's by
 * `joinCatalogueParts`. Errors of the calls a visitor makes (signup, login, passwords, links, search, a banned or
 * deleted account, the staff login) stay in the visitor part.
 */
export const MEMBER_ERROR_CODES = [
  'wrong_password',
  'email_not_confirmed',
  'swipe_limit',
  'nothing_to_appeal',
  'review_decided',
  'photo_limit',
  'unsupported_image',
  'insufficient_credits',
  'blocked',
  'free_chat_limit',
  'message_too_long',
  'chat_history_limit',
  'chat_rate_limited',
  'contact_details',
  'discount_not_found',
  'discount_used',
  'discount_expired',
  'discount_minimum_order',
  'discount_method',
  'method_not_available',
  'iban_invalid',
  'sms_code_invalid',
  'sms_code_expired',
  'direct_debit_blocked',
  'direct_debit_limit',
  'no_previous_order',
  'order_not_pending',
  'webhook_signature_invalid',
  'email_unchanged',
  'already_verified',
  'verification_in_progress',
  'verification_not_started',
  'verification_limit',
  'no_photo_to_compare',
  'conversation_claimed',
  'backup_running',
  'backup_not_embedded',
  'range_too_long',
  'postback_host_not_allowed',
  'postback_macro_unknown',
] as const satisfies ReadonlyArray<keyof (typeof en)['errors']>;

export type TCataloguePart = 'visitor' | 'member';

const memberGroups: ReadonlySet<string> = new Set(MEMBER_GROUPS);
const memberErrorCodes: ReadonlySet<string> = new Set(MEMBER_ERROR_CODES);

/** The part of the catalogue a group is downloaded with. */
export function partOfGroup(group: string): TCataloguePart {
  return memberGroups.has(group) ? 'member' : 'visitor';
}

/** One language's catalogue cut into its two parts; every group lands in exactly one. */
export function splitCatalogue(catalogue: Record<string, unknown>): Record<TCataloguePart, Record<string, unknown>> {
  const parts: Record<TCataloguePart, Record<string, unknown>> = { visitor: {}, member: {} };
  for (const [group, texts] of Object.entries(catalogue)) parts[partOfGroup(group)][group] = texts;
  const errors = Object.entries((catalogue.errors ?? {}) as Record<string, unknown>);
  parts.visitor.errors = Object.fromEntries(errors.filter(([code]) => !memberErrorCodes.has(code)));
  parts.member.errors = Object.fromEntries(errors.filter(([code]) => memberErrorCodes.has(code)));
  return parts;
}
