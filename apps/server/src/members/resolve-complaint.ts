import type { Tx } from '../db/database';
import { AppError } from '../lib/errors';

/** An open complaint (filed by complaints.service.ts), locked until its handling commits: handled once. */
export async function lockOpenComplaint(tx: Tx, complaintId: number) {
  const complaint = await tx
    .selectFrom('complaints')
    .selectAll()
    .where('id', '=', complaintId)
    .forUpdate()
    .executeTakeFirst();
  if (!complaint) throw new AppError('not_found');
  if (complaint.status !== 'open') throw new AppError('invalid_input', { fields: { complaint: ['already handled'] } });
  return complaint;
}

/** Closes a complaint with what was done about it and by whom. */
export async function closeComplaint(
  tx: Tx,
  complaintId: number,
  outcome: { status: 'dismissed' | 'actioned'; resolution: string; resolvedBy: number; now: Date },
) {
  await tx
    .updateTable('complaints')
    .set({
      status: outcome.status,
      resolution: outcome.resolution,
      resolved_by: outcome.resolvedBy,
      resolved_at: outcome.now,
    })
    .where('id', '=', complaintId)
    .execute();
}
