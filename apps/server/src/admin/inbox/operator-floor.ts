import { STAFF_ONLINE_SECONDS, type TAdminFloor } from '@app/shared';
import { isoOrNull } from '../../lib/iso';
import type { TStaffMember } from '../auth/staff-session';
import { seesAllOperators } from './figure-scope';
import type { TInboxDeps } from './inbox-deps';
import { liveClaims, onlineStaff, siteNames, waitingGroups } from './operator-floor.queries';

/** The sites a view covers: the staff member's own (null: all), narrowed to the one asked for. */
function viewedSites(own: number[] | null, site: number | undefined): number[] | null {
  if (site === undefined) return own;
  return own === null || own.includes(site) ? [site] : [];
}

/**
 * The floor now: the waiting queue per site and language on the caller's sites, and for admins who is online
 * with their claims (decision 041). Operators get the queue of their own sites and no one's presence.
 */
export async function operatorFloor(
  deps: Pick<TInboxDeps, 'db' | 'clock'>,
  staff: TStaffMember,
  site: number | undefined,
): Promise<TAdminFloor> {
  const now = deps.clock.now();
  const siteIds = viewedSites(staff.site_ids, site);
  const [sites, groups, online] = await Promise.all([
    siteNames(deps.db, staff.site_ids),
    waitingGroups(deps.db, now, siteIds),
    seesAllOperators(staff) ? onlineOperators(deps, now, siteIds) : null,
  ]);
  return {
    sites,
    queue: groups.map((group) => ({ ...group, oldest_since: isoOrNull(group.oldest_since) })),
    online,
  };
}

async function onlineOperators(deps: Pick<TInboxDeps, 'db'>, now: Date, siteIds: number[] | null) {
  const everyone = await onlineStaff(deps.db, now, new Date(now.getTime() - STAFF_ONLINE_SECONDS * 1000));
  // With a site chosen: the staff who may work on it.
  const present = everyone.filter(
    (member) => siteIds === null || member.site_ids === null || member.site_ids.some((id) => siteIds.includes(id)),
  );
  const claims = await liveClaims(
    deps.db,
    now,
    present.map((member) => member.id),
    siteIds,
  );
  return present.map((member) => ({
    staff_id: member.id,
    name: member.name,
    role: member.role,
    last_seen_at: isoOrNull(member.last_seen_at),
    claims: claims
      .filter((claim) => claim.staff_id === member.id)
      .map((claim) => ({
        conversation_id: claim.conversation_id,
        site_name: claim.site_name,
        claimed_at: isoOrNull(claim.claimed_at)!,
        expires_at: isoOrNull(claim.expires_at)!,
      })),
  }));
}
