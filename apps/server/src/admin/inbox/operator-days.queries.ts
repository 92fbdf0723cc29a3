import { sql, type RawBuilder } from 'kysely';
import { OPERATOR_ANSWER_TARGET_SECONDS } from '@app/shared';
import type { Queryable } from '../../db/database';
import type { TFigureScope } from './figure-scope';

/** The operator figures per staff member and UTC day, one query per source; decision 041 says what each counts. */

const utcDay = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

/** `and <column> = <staff>` and `and <column> in (<sites>)` as the scope asks. */
function scoped(scope: TFigureScope, staffColumn: string, siteColumn: string): RawBuilder<unknown> {
  const staff = scope.staffId === null ? sql`` : sql` and ${sql.ref(staffColumn)} = ${scope.staffId}`;
  const sites =
    scope.siteIds === null
      ? sql``
      : scope.siteIds.length === 0
        ? sql` and false`
        : sql` and ${sql.ref(siteColumn)} in (${sql.join(scope.siteIds)})`;
  return sql`${staff}${sites}`;
}

interface TDayRow {
  staff_id: number;
  day: string;
}

/** Conversations newly claimed (the claim log has no extensions). */
export async function claimsPerDay(db: Queryable, scope: TFigureScope) {
  const { rows } = await sql<TDayRow & { claimed: number }>`
    select l.staff_id, ${utcDay('l.claimed_at')} as day, count(*)::int as claimed
    from operator_claim_log l
    where l.claimed_at >= ${scope.start} and l.claimed_at < ${scope.end} and l.staff_id is not null
      ${scoped(scope, 'l.staff_id', 'l.site_id')}
    group by 1, 2`.execute(db);
  return rows;
}

/** Answers, the conversations they went to, and the first answers' waits. */
export async function answersPerDay(db: Queryable, scope: TFigureScope) {
  const { rows } = await sql<
    TDayRow & {
      answers: number;
      conversations_answered: number;
      first_answers: number;
      median: number | string | null;
      p90: number | string | null;
      answered_within_5m: number;
    }
  >`
    select r.staff_id, ${utcDay('r.created_at')} as day,
      count(*)::int as answers,
      count(distinct r.conversation_id)::int as conversations_answered,
      count(*) filter (where r.first_response)::int as first_answers,
      percentile_cont(0.5) within group (order by r.waited_seconds) filter (where r.first_response) as median,
      percentile_cont(0.9) within group (order by r.waited_seconds) filter (where r.first_response) as p90,
      count(*) filter (where r.first_response and r.waited_seconds <= ${OPERATOR_ANSWER_TARGET_SECONDS}::int)::int
        as answered_within_5m
    from operator_replies r
    where r.created_at >= ${scope.start} and r.created_at < ${scope.end} and r.staff_id is not null
      ${scoped(scope, 'r.staff_id', 'r.site_id')}
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * Members' paid messages on the day they were sent, each to the operator of the latest answer before it in its
 * conversation (by message order). One operator's rows look only at the conversations they answered.
 */
export async function spendPerDay(db: Queryable, scope: TFigureScope) {
  const ownConversations =
    scope.staffId === null
      ? sql``
      : sql` and m.conversation_id in (
          select mine.conversation_id from operator_replies mine
          where mine.staff_id = ${scope.staffId} and mine.created_at < ${scope.end})`;
  const { rows } = await sql<TDayRow & { paid_messages: number; credits_spent: number | string }>`
    select a.staff_id, ${utcDay('m.created_at')} as day, count(*)::int as paid_messages,
      sum(m.credits)::bigint as credits_spent
    from messages m
    join lateral (
      select r.staff_id, r.site_id from operator_replies r
      where r.conversation_id = m.conversation_id and r.message_id < m.id
      order by r.message_id desc limit 1
    ) a on true
    where m.created_at >= ${scope.start} and m.created_at < ${scope.end} and m.credits > 0
      and a.staff_id is not null${ownConversations}
      ${scoped(scope, 'a.staff_id', 'a.site_id')}
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * Complaints by a conversation's member about its fictional profile, on the day filed, each to the operator of
 * the latest answer in that conversation before the complaint.
 */
export async function complaintsPerDay(db: Queryable, scope: TFigureScope) {
  const { rows } = await sql<TDayRow & { complaints: number }>`
    select a.staff_id, ${utcDay('c.created_at')} as day, count(*)::int as complaints
    from complaints c
    join conversation_members cm
      on cm.profile_id = c.reported_profile_id and cm.other_profile_id = c.reporter_profile_id
    join lateral (
      select r.staff_id, r.site_id from operator_replies r
      where r.conversation_id = cm.conversation_id and r.created_at <= c.created_at
      order by r.message_id desc limit 1
    ) a on true
    where c.created_at >= ${scope.start} and c.created_at < ${scope.end} and a.staff_id is not null
      ${scoped(scope, 'a.staff_id', 'a.site_id')}
    group by 1, 2`.execute(db);
  return rows;
}

export function staffNames(db: Queryable, ids: number[]) {
  return db
    .selectFrom('staff')
    .select(['id', 'name'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}
