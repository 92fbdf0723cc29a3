import { describe, expect, it } from 'vitest';
import type { TUser } from '@app/shared';
import { noticesInOrder, visibleAlerts, type AlertContext } from './alert-rules';

const now = 1_800_000_000;
const newMember: TUser = {
  email: 'new@example.com',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  language: 'en',
  notifications_disabled: [],
  fictional_icon: '',
  signup_date: '2026-11-23T10:00:00Z',
  invisible: false,
  profile: {
    id: 1,
    name: 'Anna',
    country: 'NL',
    gender: 'female',
    seeking: 'male',
    status: 'disabled',
    main_image: null,
  },
};
const confirmed: TUser = {
  ...newMember,
  status: 'confirmed',
  profile: {
    ...newMember.profile,
    status: 'active',
    main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg', status: 'active' },
  },
};

function context(patch: Partial<AlertContext>): AlertContext {
  return {
    user: newMember,
    routeName: 'members',
    pushState: 'not_capable',
    dismissedAt: { photo: null, push: null, disabledNotifications: null },
    activationModalOpen: false,
    nowSeconds: now,
    ...patch,
  };
}

describe('warning header alerts (spec point 4)', () => {
  it('shows a new member the activation reminder and the photo alert', () => {
    expect(visibleAlerts(context({}))).toEqual(['activation', 'photo']);
  });

  it('shows nothing to visitors or to a complete, confirmed member', () => {
    expect(visibleAlerts(context({ user: null }))).toEqual([]);
    expect(visibleAlerts(context({ user: confirmed }))).toEqual([]);
  });

  it('keeps the activation reminder off signup, settings and notifications, and out of the phone modal', () => {
    for (const routeName of ['signup', 'settings', 'notifications'] as const) {
      expect(visibleAlerts(context({ routeName }))).not.toContain('activation');
    }
    expect(visibleAlerts(context({ activationModalOpen: true }))).not.toContain('activation');
  });

  it('does not remind about activation when notifications are disabled; shows that alert instead', () => {
    const user = { ...newMember, notifications_disabled: [{ type: 'news' as const, reason: 'bounce' as const }] };
    expect(visibleAlerts(context({ user }))).toEqual(['photo', 'disabledNotifications']);
    expect(visibleAlerts(context({ user, routeName: 'notifications' }))).toEqual([]);
  });

  it('hides the photo alert on its excluded screens and for 30 days after it was closed', () => {
    expect(visibleAlerts(context({ routeName: 'profile' }))).toEqual(['activation']);
    expect(visibleAlerts(context({ routeName: 'directdebit' }))).toEqual(['activation']);
    const closed = { photo: now - 86_400, push: null, disabledNotifications: null };
    expect(visibleAlerts(context({ dismissedAt: closed }))).toEqual(['activation']);
    const longAgo = { photo: now - 31 * 86_400, push: null, disabledNotifications: null };
    expect(visibleAlerts(context({ dismissedAt: longAgo }))).toEqual(['activation', 'photo']);
  });

  it('offers push only when the device can subscribe and has not', () => {
    expect(visibleAlerts(context({ user: confirmed, pushState: 'not_subscribed' }))).toEqual(['push']);
    for (const pushState of ['subscribed', 'denied', 'not_capable', 'unknown'] as const) {
      expect(visibleAlerts(context({ user: confirmed, pushState }))).toEqual([]);
    }
    expect(visibleAlerts(context({ user: confirmed, pushState: 'not_subscribed', routeName: 'premium' }))).toEqual([]);
  });
});

describe('the notice area order and the member own choices', () => {
  it('does not warn about a mail type the member switched off, nor drop the activation reminder for it', () => {
    const ownChoice: TUser = { ...newMember, notifications_disabled: [{ type: 'promotions', reason: 'user' }] };
    expect(visibleAlerts(context({ user: ownChoice }))).toEqual(['activation', 'photo']);
    const bounced: TUser = { ...newMember, notifications_disabled: [{ type: 'promotions', reason: 'bounce' }] };
    expect(visibleAlerts(context({ user: bounced }))).toEqual(['photo', 'disabledNotifications']);
  });

  it('puts a moderator warning first, then what blocks, the running offer, mail problems and suggestions', () => {
    expect(
      noticesInOrder({
        push: true,
        photo: true,
        timeBonus: true,
        activation: true,
        warning: true,
        disabledNotifications: true,
      }),
    ).toEqual(['warning', 'activation', 'timeBonus', 'disabledNotifications', 'photo', 'push']);
    expect(noticesInOrder({ push: true, timeBonus: false })).toEqual(['push']);
  });
});
