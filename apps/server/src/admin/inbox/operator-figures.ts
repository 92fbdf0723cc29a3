import { sql } from 'kysely';
import type { TInboxDeps } from './inbox-deps';

/** Per operator: conversations answered, replies, and the median wait before their first answer. */
export async function operatorFigures(deps: Pick<TInboxDeps, 'db'>, from: Date, to: Date) {
  const rows = await deps.db
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
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .groupBy(['st.id', 'st.name'])
    .orderBy('st.name')
    .execute();
  return rows.map((row) => ({
    ...row,
    conversations_answered: Number(row.conversations_answered),
    replies: Number(row.replies),
    median_first_response_seconds:
      row.median_first_response_seconds === null ? null : Math.round(Number(row.median_first_response_seconds)),
  }));
}
