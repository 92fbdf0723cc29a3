import { sendAsFictional } from '../../chat/send-as-fictional';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { contactRefusal } from '../../screening/contact-policy';
import { audit, type TAuditContext } from '../audit';
import { extendClaim, requireClaim } from './claim-conversation';
import type { TInboxDeps } from './inbox-deps';
import { inboxSides } from './inbox.queries';

/**
 * Answers as the fictional profile through the chat's own send path (no credits; the member sees it
 * at once like any message: socket, push, unread count). The console adds only what is its own: the
 * claim, the operator's reply figures and the audit entry. Contact details the site refuses refuse the answer.
 */
export async function replyAsFictional(
  deps: TInboxDeps,
  { staff, req }: TAuditContext,
  conversationId: number,
  body: string,
) {
  const now = deps.clock.now();
  const refused = await inTransaction(deps.db, async (context) => {
    const { tx } = context;
    await requireClaim(tx, staff, conversationId, now);
    const sides = await inboxSides(tx, conversationId);
    if (!sides) throw new AppError('not_found');
    const answer = await sendAsFictional(deps, context, {
      conversationId,
      fictionalProfileId: sides.fictional_profile_id,
      staffId: staff.id,
      body,
      now,
    });
    // The refused attempt is kept for the moderators; the claim stays the operator's to answer again.
    if (answer.refused) return answer.refused;
    const { row } = answer.sent;
    const waiting = sides.unread_since ? new Date(sides.unread_since) : null;
    await tx
      .insertInto('operator_replies')
      .values({
        message_id: row.id,
        conversation_id: conversationId,
        site_id: sides.site_id,
        staff_id: staff.id,
        first_response: waiting !== null,
        waited_seconds: waiting ? Math.max(0, Math.round((now.getTime() - waiting.getTime()) / 1000)) : 0,
        created_at: now,
      })
      .execute();
    await extendClaim(tx, conversationId, now);
    await audit(tx, staff, req, {
      action: 'inbox.reply',
      targetType: 'conversation',
      targetId: conversationId,
      after: { message_id: row.id },
    });
    return null;
  });
  if (refused) throw contactRefusal(refused);
}
