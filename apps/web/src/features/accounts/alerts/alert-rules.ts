import { mailDeliveryProblems, type TUser } from '@app/shared';
import type { TRouteName } from '../../../routes';
import type { TPushState } from '../../notifications/push-subscription';

export type TAccountAlert = 'activation' | 'photo' | 'push' | 'disabledNotifications';

/** A closed alert stays away this long; the stored unix timestamp tells when it was closed. */
export const ALERT_DISMISSAL_DAYS = 30;

/** Screens each alert never shows on (spec point 4). */
export const ALERT_HIDDEN_ON: Record<TAccountAlert, readonly TRouteName[]> = {
  activation: ['signup', 'members-id-signup', 'complete-signup', 'settings', 'notifications'],
  photo: [
    'profile',
    'signup',
    'members-id-signup',
    'activate-done',
    'premium',
    'notifications',
    'directdebit',
    'settings',
  ],
  push: ['signup', 'members-id-signup', 'notifications', 'activate-done', 'directdebit', 'premium'],
  disabledNotifications: ['settings', 'notifications'],
};

export interface AlertContext {
  user: TUser | null | undefined;
  routeName: TRouteName | undefined;
  pushState: TPushState;
  /** Unix seconds when the member closed each dismissible alert, or null. */
  dismissedAt: Record<'photo' | 'push' | 'disabledNotifications', number | null>;
  /** The phone's activation modal is open: the same reminder is not shown twice. */
  activationModalOpen: boolean;
  nowSeconds: number;
}

function stillDismissed(at: number | null, nowSeconds: number): boolean {
  return at !== null && nowSeconds - at < ALERT_DISMISSAL_DAYS * 86_400;
}

/** The alerts of the warning header for this member on this screen, most important first. */
export function visibleAlerts(context: AlertContext): TAccountAlert[] {
  const { user, routeName, nowSeconds } = context;
  if (!user) return [];
  const allowed = (alert: TAccountAlert) => !routeName || !ALERT_HIDDEN_ON[alert].includes(routeName);
  const shown: TAccountAlert[] = [];
  if (
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled' &&
    mailDeliveryProblems(user).length === 0 &&
    !context.activationModalOpen &&
    allowed('activation')
  )
    shown.push('activation');
  if (!user.profile.main_image && allowed('photo') && !stillDismissed(context.dismissedAt.photo, nowSeconds))
    shown.push('photo');
  if (
    context.pushState === 'not_subscribed' &&
    allowed('push') &&
    !stillDismissed(context.dismissedAt.push, nowSeconds)
  )
    shown.push('push');
  if (
    mailDeliveryProblems(user).length > 0 &&
    allowed('disabledNotifications') &&
    !stillDismissed(context.dismissedAt.disabledNotifications, nowSeconds)
  )
    shown.push('disabledNotifications');
  return shown;
}

/**
 * Everything the notice area under the navigation can show, most important first: a moderator's
 * warning, then what blocks the member (the address to confirm), the offer that runs out, a delivery
 * problem of their mails, then suggestions. Only the first shows; the others are a tap away.
 */
export const NOTICE_PRIORITY = [
  'warning',
  'activation',
  'timeBonus',
  'disabledNotifications',
  'photo',
  'push',
] as const;
export type TNotice = (typeof NOTICE_PRIORITY)[number];

/** The notices that apply now, in the order the member gets them. */
export function noticesInOrder(applies: Partial<Record<TNotice, boolean>>): TNotice[] {
  return NOTICE_PRIORITY.filter((notice) => applies[notice]);
}
