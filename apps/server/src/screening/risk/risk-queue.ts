import { sql } from 'kysely';
import type { Tx } from '../../db/database';
import { riskScore } from './risk-score';

/**
 * Recomputes a member's score from their open evidence (no review decided it yet) and, at the site's threshold,
 * opens a review unless one is open already. Nothing else happens to the member: a moderator decides.
 */
export async function refreshMemberRisk(tx: Tx, input: { profileId: number; siteId: number; now: Date }) {
  const open = await tx
    .selectFrom('member_risk_evidence')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('items')])
    .where('profile_id', '=', input.profileId)
    .where('review_id', 'is', null)
    .groupBy('kind')
    .execute();
  const score = riskScore(open.map((row) => ({ kind: row.kind, items: Number(row.items) })));
  await tx
    .insertInto('member_risks')
    .values({ profile_id: input.profileId, site_id: input.siteId, score, updated_at: input.now })
    .onConflict((conflict) => conflict.column('profile_id').doUpdateSet({ score, updated_at: input.now }))
    .execute();
  const site = await tx
    .selectFrom('sites')
    .select('risk_review_threshold')
    .where('id', '=', input.siteId)
    .executeTakeFirstOrThrow();
  if (score < site.risk_review_threshold) return;
  await tx
    .insertInto('member_risk_reviews')
    .values({ site_id: input.siteId, profile_id: input.profileId, score, created_at: input.now })
    // A literal, not a parameter: the one-open-review index is found by its predicate.
    .onConflict((conflict) => conflict.column('profile_id').where('status', '=', sql.lit('open')).doNothing())
    .execute();
}
