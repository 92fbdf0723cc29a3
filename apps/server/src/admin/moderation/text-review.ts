import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { decideAboutReview } from '../../members/about-reviews';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { warnMember } from './member-sanctions';

/** New or changed "about me" texts waiting for a look, oldest first. */
export async function pendingTexts(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db
    .selectFrom('about_reviews as r')
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .innerJoin('sites as s', 's.id', 'p.site_id')
    .select(['r.id', 'r.text', 'r.created_at', 'p.id as profile_id', 'p.name', 'p.user_id', 's.name as site_name'])
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at', 'asc')
    .limit(50)
    .execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/**
 * Approves a text, or rejects it: the text comes off the profile (if it is still the one shown) and the
 * member gets a warning with the reason.
 */
export async function reviewText(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { review: number; decision: 'approve' | 'reject'; reason: string },
) {
  await inTransaction(deps.db, async ({ tx }) => {
    const { review, status, userId } = await decideAboutReview(tx, {
      reviewId: input.review,
      approved: input.decision === 'approve',
      reason: input.reason,
      reviewedBy: staff.id,
      now: deps.clock.now(),
    });
    if (status === 'rejected') await warnMember(tx, staff, req, userId, 'about_text_rejected', input.reason);
    await audit(tx, staff, req, {
      action: `text.${input.decision}`,
      targetType: 'about_review',
      targetId: review.id,
      before: { status: 'pending', text: review.text },
      after: { status },
    });
  });
}
