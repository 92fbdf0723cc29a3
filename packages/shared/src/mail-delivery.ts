import type { TUser } from './schemas/user';

/**
 * The mail types that went off without the member's choice (spec point 3: fbl, bounce,
 * listunsubscribe): the address has a delivery problem worth a warning. A type the member switched off
 * is a choice, not a problem. Outside the schema file: the member's notices use it on every screen, and
 * the web app should not need zod for them (issue 19 item 5).
 */
export function mailDeliveryProblems(user: Pick<TUser, 'notifications_disabled'>): TUser['notifications_disabled'] {
  return user.notifications_disabled.filter((entry) => entry.reason !== 'user');
}
