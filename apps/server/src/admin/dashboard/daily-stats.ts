import { sql } from 'kysely';
import { OPERATOR_ANSWER_TARGET_SECONDS } from '@app/shared';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Recomputes the per-site, per-day figures for the days in [from, to] (UTC) from the rows they count,
 * in one transaction: the dashboards then read a few hundred aggregate rows, never the raw tables.
 * The job keeps today and yesterday fresh; a wider window repairs or backfills history.
 */
export async function refreshDailyStats(db: Database, from: Date, to: Date): Promise<void> {
  const first = isoDay(from);
  const last = isoDay(to);
  const start = new Date(`${first}T00:00:00Z`);
  const end = new Date(new Date(`${last}T00:00:00Z`).getTime() + DAY_MS);
  await inTransaction(db, async ({ tx }) => {
    await tx.deleteFrom('daily_stats').where('day', '>=', first).where('day', '<=', last).execute();
    await tx.deleteFrom('daily_revenue').where('day', '>=', first).where('day', '<=', last).execute();
    await tx.deleteFrom('daily_traffic').where('day', '>=', first).where('day', '<=', last).execute();
    await sql`
      with
        signups as (
          select site_id, (signup_date at time zone 'UTC')::date as day, count(*) as n
          from users where not fictional and signup_date >= ${start} and signup_date < ${end} group by 1, 2),
        activations as (
          select site_id, (confirmed_at at time zone 'UTC')::date as day, count(*) as n
          from users where not fictional and confirmed_at >= ${start} and confirmed_at < ${end} group by 1, 2),
        -- A first purchase: completed in the window, with no earlier completed order of that member
        -- (orders_user keeps the check an index probe, so the job never reads the whole order history).
        firsts as (
          select o.site_id, (o.completed_at at time zone 'UTC')::date as day, count(*) as n
          from orders o
          where o.completed_at >= ${start} and o.completed_at < ${end} and o.user_id is not null
            and not exists (
              select 1 from orders earlier
              where earlier.user_id = o.user_id and earlier.completed_at is not null
                and (earlier.completed_at < o.completed_at or (earlier.completed_at = o.completed_at and earlier.id < o.id)))
          group by 1, 2),
        sent as (
          select c.site_id, (m.created_at at time zone 'UTC')::date as day, count(*) as n
          from messages m join conversations c on c.id = m.conversation_id
          where m.created_at >= ${start} and m.created_at < ${end} group by 1, 2),
        replies as (
          select site_id, (created_at at time zone 'UTC')::date as day, count(*) filter (where first_response) as n,
            count(*) filter (where first_response and waited_seconds <= ${OPERATOR_ANSWER_TARGET_SECONDS}::int) as fast
          from operator_replies where created_at >= ${start} and created_at < ${end} group by 1, 2),
        reports as (
          select site_id, (created_at at time zone 'UTC')::date as day, count(*) as n
          from complaints where created_at >= ${start} and created_at < ${end} group by 1, 2),
        keys as (
          select site_id, day from signups union select site_id, day from activations union select site_id, day from firsts
          union select site_id, day from sent union select site_id, day from replies union select site_id, day from reports)
      insert into daily_stats (site_id, day, signups, activations, first_purchases, messages, operator_replies, answered_within_5m, complaints)
      select k.site_id, k.day, coalesce(s.n, 0), coalesce(a.n, 0), coalesce(f.n, 0), coalesce(m.n, 0), coalesce(r.n, 0),
        coalesce(r.fast, 0), coalesce(c.n, 0)
      from keys k
        left join signups s using (site_id, day) left join activations a using (site_id, day)
        left join firsts f using (site_id, day) left join sent m using (site_id, day)
        left join replies r using (site_id, day) left join reports c using (site_id, day)
    `.execute(tx);
    await sql`
      insert into daily_revenue (site_id, day, currency, method, orders, amount_cents, refunded_cents)
      select site_id, (completed_at at time zone 'UTC')::date, currency, method, count(*), sum(amount_cents),
        sum(case when status = 'refunded' then amount_cents else 0 end)
      from orders where completed_at >= ${start} and completed_at < ${end}
      group by 1, 2, 3, 4
    `.execute(tx);
    await sql`
      with
        joined as (
          select site_id, (signup_date at time zone 'UTC')::date as day, coalesce(network, '') as network, coalesce(ref, '') as ref,
            coalesce(sub1, '') as sub1, coalesce(sub2, '') as sub2, coalesce(sub3, '') as sub3, count(*) as n
          from users where not fictional and signup_date >= ${start} and signup_date < ${end} group by 1, 2, 3, 4, 5, 6, 7),
        bought as (
          select o.site_id, o.completed_at, u.network, u.ref, u.sub1, u.sub2, u.sub3
          from orders o join users u on u.id = o.user_id
          where o.completed_at >= ${start} and o.completed_at < ${end}
            and not exists (
              select 1 from orders earlier
              where earlier.user_id = o.user_id and earlier.completed_at is not null
                and (earlier.completed_at < o.completed_at or (earlier.completed_at = o.completed_at and earlier.id < o.id)))),
        converted as (
          select site_id, (completed_at at time zone 'UTC')::date as day, coalesce(network, '') as network, coalesce(ref, '') as ref,
            coalesce(sub1, '') as sub1, coalesce(sub2, '') as sub2, coalesce(sub3, '') as sub3, count(*) as n
          from bought group by 1, 2, 3, 4, 5, 6, 7),
        keys as (select site_id, day, network, ref, sub1, sub2, sub3 from joined
          union select site_id, day, network, ref, sub1, sub2, sub3 from converted)
      insert into daily_traffic (site_id, day, network, ref, sub1, sub2, sub3, signups, first_purchases)
      select k.site_id, k.day, k.network, k.ref, k.sub1, k.sub2, k.sub3, coalesce(j.n, 0), coalesce(c.n, 0)
      from keys k left join joined j using (site_id, day, network, ref, sub1, sub2, sub3)
        left join converted c using (site_id, day, network, ref, sub1, sub2, sub3)
    `.execute(tx);
  });
}

/** Today and yesterday: what the job refreshes every few minutes. */
export function refreshRecentStats(db: Database, now: Date): Promise<void> {
  return refreshDailyStats(db, new Date(now.getTime() - DAY_MS), now);
}
