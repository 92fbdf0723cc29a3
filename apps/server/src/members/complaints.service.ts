import type { z } from 'zod';
import { APPEAL_COMPLAINT_REASON, type ZComplaintBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import { appealableReview } from '../screening/risk/risk-appeal';
import type { TSiteRow } from '../sites/sites.queries';
import type { TViewer } from './viewer';

/**
 * Stores a complaint for the moderators (operations console). A reported member must be on the same
 * site; visitors may complain too (the complaints page is public), without a reporter. An appeal is a logged-in
 * member's complaint about a moderator's decision after a risk review, linked to that review (once per review).
 * Its time is the app's clock, like the messages it may be about (the operator floor orders them).
 */
export async function fileComplaint(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  site: TSiteRow,
  viewer: TViewer | null,
  body: z.output<typeof ZComplaintBody>,
): Promise<number> {
  let riskReviewId: number | null = null;
  if (body.reason === APPEAL_COMPLAINT_REASON) {
    if (!viewer) throw new AppError('authentication_required');
    const review = await appealableReview(deps.db, viewer.profileId);
    if (!review) throw new AppError('nothing_to_appeal');
    riskReviewId = review.id;
  }
  if (body.profile_id !== undefined && riskReviewId === null) {
    const reported = await deps.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', body.profile_id)
      .where('site_id', '=', site.id)
      .executeTakeFirst();
    if (!reported || reported.id === viewer?.profileId) throw new AppError('not_found');
  }
  const row = await deps.db
    .insertInto('complaints')
    .values({
      site_id: site.id,
      reporter_profile_id: viewer?.profileId ?? null,
      reported_profile_id: riskReviewId === null ? (body.profile_id ?? null) : null,
      reason: body.reason,
      text: body.text,
      risk_review_id: riskReviewId,
      created_at: deps.clock.now(),
    })
    // Two appeals of one review sent at once: the second finds the first (one appeal per review).
    .onConflict((conflict) => conflict.column('risk_review_id').where('risk_review_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('nothing_to_appeal');
  return row.id;
}
