import {
  TIME_BONUS_CODE,
  TIME_BONUS_WINDOW_SECONDS,
  WELCOME_DISCOUNT_PERCENT,
  type TDiscountCode,
  type TUser,
} from '@app/shared';
import { MEMBERS_AREA, type TRouteName } from '../../../routes';

type TBonusMember = Pick<TUser, 'paid_user' | 'signup_date' | 'credits'>;

/** When the member's time bonus ends (signup + 4 hours), or null when they can have none (spec point 4). */
export function timeBonusEndsAt(user: TBonusMember | null | undefined): number | null {
  if (!user || user.paid_user) return null;
  const signup = Date.parse(user.signup_date);
  return Number.isFinite(signup) ? signup + TIME_BONUS_WINDOW_SECONDS * 1000 : null;
}

/** Whole seconds left of the bonus window: 0 for visitors, paid members and once 4 hours have passed. */
export function timeBonusSecondsLeft(user: TBonusMember | null | undefined, nowMs: number): number {
  const endsAt = timeBonusEndsAt(user);
  if (endsAt === null) return 0;
  // A clock running behind the server's never shows more than the whole window.
  return Math.min(TIME_BONUS_WINDOW_SECONDS, Math.max(0, Math.ceil((endsAt - nowMs) / 1000)));
}

export const isMembersArea = (routeName: TRouteName | undefined) =>
  routeName !== undefined && MEMBERS_AREA.includes(routeName);

/** The bonus is on while its countdown runs, unless the server said there is no offer for this member. */
export function isTimeBonusVisible(bonus: {
  user: TBonusMember | null | undefined;
  secondsLeft: number;
  /** The server answered that this member has no welcome offer (already used, say). */
  refused: boolean;
}): boolean {
  return Boolean(bonus.user) && !bonus.user?.paid_user && bonus.secondsLeft > 0 && !bonus.refused;
}

export interface TBonusContext {
  user: TBonusMember | null | undefined;
  routeName: TRouteName | undefined;
  bonusVisible: boolean;
}

/** Top banner: logged in, members area, bonus visible. */
export function showTimeBonusBanner({ user, routeName, bonusVisible }: TBonusContext): boolean {
  return Boolean(user) && isMembersArea(routeName) && bonusVisible;
}

/**
 * A closed popup stays closed for this member: the stored unix timestamp counts when it is from after
 * their signup (a dismissal by an earlier account on the same device does not).
 */
export function isPopupDismissed(user: TBonusMember, dismissedAtSeconds: number | null): boolean {
  if (dismissedAtSeconds === null) return false;
  const signup = Date.parse(user.signup_date);
  return !Number.isFinite(signup) || dismissedAtSeconds * 1000 >= signup - 1000;
}

/** Popup (before its 40 s delay): logged in, 0 credits, members area, not dismissed, bonus visible. */
export function showTimeBonusPopup(context: TBonusContext & { dismissedAt: number | null }): boolean {
  const { user } = context;
  if (!user || user.credits !== 0) return false;
  return showTimeBonusBanner(context) && !isPopupDismissed(user, context.dismissedAt);
}

export interface TActiveDiscount {
  code: string;
  percent: number;
  /** The time bonus counts down; another welcome code does not. */
  timeBonus: boolean;
}

/** The code to offer: the time bonus while it is visible, else a welcome code the server gave. */
export function activeDiscount(
  bonusVisible: boolean,
  welcome: TDiscountCode | null,
  nowMs: number,
): TActiveDiscount | null {
  if (bonusVisible)
    return {
      code: welcome?.code ?? TIME_BONUS_CODE,
      percent: welcome?.value_percentage ?? WELCOME_DISCOUNT_PERCENT,
      timeBonus: true,
    };
  const current = welcome && !welcome.expired && (!welcome.expires || Date.parse(welcome.expires) > nowMs);
  if (welcome && current && welcome.status === 'active')
    return { code: welcome.code, percent: welcome.value_percentage, timeBonus: false };
  return null;
}
