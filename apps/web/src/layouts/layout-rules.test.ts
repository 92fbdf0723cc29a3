import { describe, expect, it } from 'vitest';
import { shouldShowBackButton, shouldShowEntryWarning, type EntryWarningContext } from './layout-rules';

const visitor: EntryWarningContext = {
  layout: 'default',
  routeName: 'index',
  installed: false,
  loggedIn: false,
  enabled: true,
  country: 'BE',
  allowedCountries: ['NL', 'DE', 'BE'],
  skipped: false,
};

describe('shouldShowEntryWarning', () => {
  it('shows on a first visit of a logged-out visitor from an allowed country', () => {
    expect(shouldShowEntryWarning(visitor)).toBe(true);
  });

  it.each([
    ['in installed mode', { installed: true }],
    ['to a member', { loggedIn: true }],
    ['when the site disables it', { enabled: false }],
    ['after it was closed', { skipped: true }],
    ['to a country outside the list', { country: 'FR' }],
    ['without a known country', { country: null }],
    ['on complete-signup', { routeName: 'complete-signup' as const }],
    ['on reset-password', { routeName: 'reset-password' as const }],
    ['on reset-password/do', { routeName: 'reset-password-do' as const }],
  ])('does not show %s', (_label, change) => {
    expect(shouldShowEntryWarning({ ...visitor, ...change })).toBe(false);
  });

  it('shows in the chat, lander and empty layouts for NL and DE only', () => {
    for (const layout of ['chat', 'lander', 'empty'] as const) {
      expect(shouldShowEntryWarning({ ...visitor, layout, country: 'BE' })).toBe(false);
      expect(shouldShowEntryWarning({ ...visitor, layout, country: 'NL' })).toBe(true);
      expect(shouldShowEntryWarning({ ...visitor, layout, country: 'DE' })).toBe(true);
    }
  });
});

describe('shouldShowBackButton', () => {
  it('shows only in installed mode, with history, on member, likes, credits and payment-method screens', () => {
    expect(shouldShowBackButton('members-id', true, 2)).toBe(true);
    expect(shouldShowBackButton('credits-id-paymentmethod', true, 3)).toBe(true);
    expect(shouldShowBackButton('members-id', false, 2)).toBe(false);
    expect(shouldShowBackButton('members-id', true, 1)).toBe(false);
    expect(shouldShowBackButton('index', true, 5)).toBe(false);
  });
});
