import type { AppDeps } from '../../app-deps';
import type { TStaffMember } from '../auth/staff-session';

export type TInboxDeps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>;

/** Operators limited to some sites see and answer only those sites' conversations. */
export function allowedSite(staff: TStaffMember, siteId: number): boolean {
  return staff.site_ids === null || staff.site_ids.includes(siteId);
}
