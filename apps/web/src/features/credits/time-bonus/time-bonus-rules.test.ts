import { describe, expect, it } from 'vitest';
import type { TDiscountCode } from '@app/shared';
import {
  activeDiscount,
  isTimeBonusVisible,
  showTimeBonusBanner,
  showTimeBonusPopup,
  timeBonusSecondsLeft,
  type TBonusContext,
} from './time-bonus-rules';

const signup = Date.parse('2026-11-24T10:00:00Z');
const member = { paid_user: false, signup_date: '2026-11-24T10:00:00Z', credits: 0 };
const at = (seconds: number) => signup + seconds * 1000;

/** A member one minute after signup in the search, unless patched; the bonus follows the rules. */
function context(
  patch: Partial<Omit<TBonusContext, 'bonusVisible'>> & {
    nowMs?: number;
    refused?: boolean;
    dismissedAt?: number;
  } = {},
) {
  const { nowMs = at(60), refused = false, dismissedAt = null, ...rest } = patch;
  const user = rest.user === undefined ? member : rest.user;
  const secondsLeft = timeBonusSecondsLeft(user, nowMs);
  return {
    routeName: 'members' as const,
    ...rest,
    user,
    bonusVisible: isTimeBonusVisible({ user, secondsLeft, refused }),
    dismissedAt,
  };
}

const welcome: TDiscountCode = {
  code: 'TIMEBONUS25',
  country: null,
  user_id: null,
  expires: '2026-11-24T14:00:00Z',
  value_percentage: 25,
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: null,
};

describe('time bonus window (spec points 4 and 9)', () => {
  it('counts down the 4 hours from signup and ends at exactly 4 hours', () => {
    expect(timeBonusSecondsLeft(member, at(0))).toBe(14_400);
    expect(timeBonusSecondsLeft(member, at(14_399))).toBe(1);
    expect(timeBonusSecondsLeft(member, at(14_400))).toBe(0);
    expect(timeBonusSecondsLeft(member, at(20_000))).toBe(0);
  });

  it('gives visitors and paid members nothing', () => {
    expect(timeBonusSecondsLeft(null, at(60))).toBe(0);
    expect(timeBonusSecondsLeft({ ...member, paid_user: true }, at(60))).toBe(0);
  });

  it('never shows more than the window when the device clock runs behind', () => {
    expect(timeBonusSecondsLeft(member, at(-600))).toBe(14_400);
  });
});

describe('time bonus banner', () => {
  it('shows in the members area while the bonus runs', () => {
    expect(showTimeBonusBanner(context())).toBe(true);
    expect(showTimeBonusBanner(context({ routeName: 'premium' }))).toBe(true);
  });

  it('stays away outside the members area, for visitors, paid members, at 4 hours and when refused', () => {
    expect(showTimeBonusBanner(context({ routeName: 'credits' }))).toBe(false);
    expect(showTimeBonusBanner(context({ routeName: 'chats-id' }))).toBe(false);
    expect(showTimeBonusBanner(context({ routeName: undefined }))).toBe(false);
    expect(showTimeBonusBanner(context({ user: null }))).toBe(false);
    expect(showTimeBonusBanner(context({ user: { ...member, paid_user: true } }))).toBe(false);
    expect(showTimeBonusBanner(context({ nowMs: at(14_400) }))).toBe(false);
    expect(showTimeBonusBanner(context({ nowMs: at(14_399) }))).toBe(true);
    expect(showTimeBonusBanner(context({ refused: true }))).toBe(false);
  });
});

describe('time bonus popup', () => {
  it('shows a member with 0 credits in the members area', () => {
    expect(showTimeBonusPopup(context())).toBe(true);
  });

  it('needs exactly 0 credits', () => {
    expect(showTimeBonusPopup(context({ user: { ...member, credits: 1 } }))).toBe(false);
  });

  it('stays away outside the members area, for paid members, visitors and after 4 hours', () => {
    expect(showTimeBonusPopup(context({ routeName: 'profile' }))).toBe(false);
    expect(showTimeBonusPopup(context({ user: { ...member, paid_user: true } }))).toBe(false);
    expect(showTimeBonusPopup(context({ user: null }))).toBe(false);
    expect(showTimeBonusPopup(context({ nowMs: at(14_400) }))).toBe(false);
  });

  it('stays closed once this member dismissed it, but not for a dismissal from before their signup', () => {
    expect(showTimeBonusPopup(context({ dismissedAt: at(120) / 1000 }))).toBe(false);
    expect(showTimeBonusPopup(context({ dismissedAt: at(-86_400) / 1000 }))).toBe(true);
  });
});

describe('active discount code', () => {
  it('is the time bonus while it runs, with the server code and percentage or the spec defaults', () => {
    expect(activeDiscount(true, welcome, at(60))).toEqual({ code: 'TIMEBONUS25', percent: 25, timeBonus: true });
    expect(activeDiscount(true, null, at(60))).toEqual({ code: 'TIMEBONUS25', percent: 25, timeBonus: true });
  });

  it('else a welcome code that is still current, else none', () => {
    const other = { ...welcome, code: 'HELLO10', value_percentage: 10, expires: null };
    expect(activeDiscount(false, other, at(60))).toEqual({ code: 'HELLO10', percent: 10, timeBonus: false });
    expect(activeDiscount(false, welcome, at(14_400))).toBeNull();
    expect(activeDiscount(false, { ...other, expired: true }, at(60))).toBeNull();
    expect(activeDiscount(false, null, at(60))).toBeNull();
  });
});
