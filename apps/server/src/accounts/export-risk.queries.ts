import type { Queryable } from '../db/database';
import { EXPORT_COVERAGE } from './export-coverage';
import { allJsonDates, jsonDates } from './export-dates';

/**
 * The member's scam and harassment score, its evidence and the reviews of it (issue 20 item 2): profiling the
 * member has a right to see (GDPR art. 15(1)(h)), with the moderators' decisions.
 */
export async function exportRiskSections(db: Queryable, profileId: number) {
  const risk = await db
    .selectFrom('member_risks')
    .select(EXPORT_COVERAGE.member_risks.exported)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return {
    risk: risk ? jsonDates(risk) : null,
    risk_evidence: allJsonDates(
      await db
        .selectFrom('member_risk_evidence')
        .select(EXPORT_COVERAGE.member_risk_evidence.exported)
        .where('profile_id', '=', profileId)
        .orderBy('id')
        .execute(),
    ),
    risk_reviews: allJsonDates(
      await db
        .selectFrom('member_risk_reviews')
        .select(EXPORT_COVERAGE.member_risk_reviews.exported)
        .where('profile_id', '=', profileId)
        .orderBy('id')
        .execute(),
    ),
  };
}
