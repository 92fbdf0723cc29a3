import type { TxContext } from '../db/transaction';
import type { EventBus, TSessionEndReason } from '../realtime/event-bus';

export interface TEndSessions {
  userId: number;
  /** Decides the close code the member's open sockets get (REALTIME_CLOSE). */
  reason: TSessionEndReason;
  now: Date;
  /** Only this session (logout). */
  sessionId?: number;
  /** Every session but this one (the one changing the password stays). */
  exceptSessionId?: number;
}

/**
 * The one place a member's sessions end (logout, password change or reset, ban, deletion, erasure).
 * The rows are revoked in the caller's transaction; once it commits, every process closes the sockets
 * opened with them, so an ended session hears nothing more. A rollback announces nothing.
 */
export async function endSessions(
  { tx, onCommit }: TxContext,
  events: Pick<EventBus, 'publishSessionsEnded'>,
  end: TEndSessions,
): Promise<void> {
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: end.now })
    .where('user_id', '=', end.userId)
    .where('revoked_at', 'is', null);
  if (end.sessionId !== undefined) query = query.where('id', '=', end.sessionId);
  if (end.exceptSessionId !== undefined) query = query.where('id', '!=', end.exceptSessionId);
  const revoked = await query.returning('id').execute();
  // A ban or a deletion ends the member everywhere, sessions past their time included; otherwise only
  // the sessions named here end (a socket of one already revoked closed when that happened).
  const everySession = end.reason !== 'ended';
  if (!everySession && revoked.length === 0) return;
  const sessionIds = everySession ? null : revoked.map((row) => row.id);
  onCommit(() => events.publishSessionsEnded({ userId: end.userId, reason: end.reason, sessionIds }));
}
