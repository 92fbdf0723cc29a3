import type { TAdminWaitingConversation } from '@app/shared';
import { isoOrNull } from '../../lib/iso';
import type { TStaffMember } from '../auth/staff-session';
import type { TInboxDeps } from './inbox-deps';
import { waitingConversations } from './inbox.queries';

export async function listWaiting(deps: TInboxDeps, staff: TStaffMember): Promise<TAdminWaitingConversation[]> {
  const rows = await waitingConversations(deps.db, deps.clock.now(), staff.site_ids).execute();
  return rows.map((row) => ({
    ...row,
    unread_since: isoOrNull(row.unread_since),
    claim_expires_at: isoOrNull(row.claim_expires_at),
  }));
}
