import type { TVerificationComparison, TVerificationRejectionReason, TVerificationReviewReason } from '@app/shared';
import type { Tx } from '../db/database';
import { AppError } from '../lib/errors';
import { queueMediaRemoval } from '../photos/media-removal-jobs';

export type TVerificationDecision =
  { status: 'verified' } | { status: 'rejected'; reason: TVerificationRejectionReason };

/** The comparison found no clear match: the check waits for a moderator (the selfie stays until then). */
export async function sendToReview(
  tx: Tx,
  verificationId: number,
  reason: TVerificationReviewReason,
  comparison: TVerificationComparison,
): Promise<void> {
  await tx
    .updateTable('verifications')
    .set({ status: 'review', review_reason: reason, comparison: JSON.stringify(comparison) })
    .where('id', '=', verificationId)
    .where('status', '=', 'checking')
    .execute();
}

/**
 * Decides a check: verified gives the badge, rejected tells the member why. Either way the selfie is deleted
 * (queued in this transaction, so only if it commits): it served this one decision (GDPR Art. 9). `decidedBy` is
 * the moderator, or null for the automatic match. Only a check in `from` can be decided; any other answers
 * review_decided (a second moderator, a replayed click).
 */
export async function decideVerification(
  tx: Tx,
  now: Date,
  input: {
    verificationId: number;
    from: 'checking' | 'review';
    decision: TVerificationDecision;
    decidedBy: number | null;
    comparison?: TVerificationComparison;
  },
) {
  const check = await tx
    .selectFrom('verifications')
    .select(['id', 'user_id', 'status', 'selfie_filename'])
    .where('id', '=', input.verificationId)
    .forUpdate()
    .executeTakeFirst();
  if (!check) throw new AppError('not_found');
  if (check.status !== input.from) throw new AppError('review_decided');
  await tx
    .updateTable('verifications')
    .set({
      status: input.decision.status,
      rejection_reason: input.decision.status === 'rejected' ? input.decision.reason : null,
      selfie_filename: null,
      decided_by: input.decidedBy,
      decided_at: now,
      ...(input.comparison && { comparison: JSON.stringify(input.comparison) }),
    })
    .where('id', '=', check.id)
    .execute();
  if (input.decision.status === 'verified')
    await tx.updateTable('profiles').set({ verified_at: now }).where('user_id', '=', check.user_id).execute();
  await queueMediaRemoval(tx, check.selfie_filename ? [check.selfie_filename] : [], now);
  return { userId: check.user_id, status: input.decision.status };
}
