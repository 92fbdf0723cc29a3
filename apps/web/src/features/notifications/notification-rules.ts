import { NOTIFICATION_TYPES, type TNotificationSetting, type TUser } from '@app/shared';

/** How many of the 8 mail types are off, for the settings summary. */
export function disabledNotificationCount(user: Pick<TUser, 'notifications_disabled'>): {
  off: number;
  total: number;
} {
  const off = new Set(user.notifications_disabled.map((entry) => entry.type)).size;
  return { off, total: NOTIFICATION_TYPES.length };
}

/**
 * Why a mail type is off when it was not the member's own switch: marked as spam (fbl), mails that
 * could not be delivered (bounce), or the unsubscribe link of a mail (listunsubscribe).
 */
export function disabledReason(
  setting: Pick<TNotificationSetting, 'enabled' | 'reason'>,
): Exclude<TNotificationSetting['reason'], 'user' | null> | null {
  if (setting.enabled || setting.reason === null || setting.reason === 'user') return null;
  return setting.reason;
}
