import { STAFF_ACTIONS, type TStaffAction } from '@app/shared';
import type { TStaffRole } from '../db/schema/staff';

/**
 * Who may do what. Moderators keep the community safe, support helps members with their account and
 * money, operators answer for fictional profiles (and see only their own figures); only admins change sites,
 * prices and staff and see every operator's figures.
 */
export const ROLE_PERMISSIONS: Record<TStaffRole, readonly TStaffAction[]> = {
  admin: STAFF_ACTIONS,
  moderator: [
    'complaints.view',
    'complaints.resolve',
    'members.view',
    'members.ban',
    'members.warn',
    'photos.moderate',
    'texts.moderate',
    'contacts.moderate',
    'risk.review',
    'verifications.review',
  ],
  support: [
    'complaints.view',
    'members.view',
    'members.warn',
    'members.support',
    'members.export',
    'members.erase',
    'credits.grant',
    'payments.refund',
  ],
  operator: ['members.view', 'inbox.use'],
};

export function may(role: TStaffRole, action: TStaffAction): boolean {
  return ROLE_PERMISSIONS[role].includes(action);
}
