import { sql } from 'kysely';
import type { TFigureScope } from './figure-scope';
import type { TInboxDeps } from './inbox-deps';

/**
 * Per operator over a period: conversations answered, replies, and the median wait before their first answer.
 * The scope decides whose: an operator's call covers only their own replies.
 */
export async function operatorFigures(deps: Pick<TInboxDeps, 'db'>, scope: TFigureScope) {
  let query = deps.db
    .selectFrom('operator_replies as r')
    .innerJoin('staff as st', 'st.id', 'r.staff_id')
    .select([
      'st.id as staff_id',
      'st.name',
      sql<number>`count(distinct r.conversation_id)`.as('conversations_answered'),
      sql<number>`count(*)`.as('replies'),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by r.waited_seconds) filter (where r.first_response)`.as(
        'median_first_response_seconds',
      ),
    ])
    .where('r.created_at', '>=', scope.start)
    .where('r.created_at', '<', scope.end);
  if (scope.staffId !== null) query = query.where('r.staff_id', '=', scope.staffId);
  if (scope.siteIds !== null) query = query.where('r.site_id', 'in', scope.siteIds.length ? scope.siteIds : [0]);
  const rows = await query.groupBy(['st.id', 'st.name']).orderBy('st.name').execute();
  return rows.map((row) => ({
    ...row,
    conversations_answered: Number(row.conversations_answered),
    replies: Number(row.replies),
    median_first_response_seconds:
      row.median_first_response_seconds === null ? null : Math.round(Number(row.median_first_response_seconds)),
  }));
}
