import { describe, expect, it } from 'vitest';
import { disabledNotificationCount, disabledReason } from './notification-rules';

describe('notifications', () => {
  it('counts the mail types that are off out of 8', () => {
    expect(disabledNotificationCount({ notifications_disabled: [] })).toEqual({ off: 0, total: 8 });
    expect(
      disabledNotificationCount({
        notifications_disabled: [
          { type: 'news', reason: 'user' },
          { type: 'like', reason: 'bounce' },
        ],
      }),
    ).toEqual({ off: 2, total: 8 });
  });

  it('explains a type that is off, unless the member switched it off themselves', () => {
    expect(disabledReason({ enabled: true, reason: null })).toBeNull();
    expect(disabledReason({ enabled: false, reason: 'user' })).toBeNull();
    expect(disabledReason({ enabled: false, reason: null })).toBeNull();
    expect(disabledReason({ enabled: false, reason: 'fbl' })).toBe('fbl');
    expect(disabledReason({ enabled: false, reason: 'bounce' })).toBe('bounce');
    expect(disabledReason({ enabled: false, reason: 'listunsubscribe' })).toBe('listunsubscribe');
  });
});
