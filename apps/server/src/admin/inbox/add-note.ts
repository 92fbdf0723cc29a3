import type { TStaffMember } from '../auth/staff-session';
import { requireClaim } from './claim-conversation';
import type { TInboxDeps } from './inbox-deps';

/** A note for the next operator on this conversation (the claim is required). */
export async function addNote(deps: TInboxDeps, staff: TStaffMember, conversationId: number, text: string) {
  await requireClaim(deps.db, staff, conversationId, deps.clock.now());
  await deps.db
    .insertInto('operator_notes')
    .values({ conversation_id: conversationId, staff_id: staff.id, text })
    .execute();
}
