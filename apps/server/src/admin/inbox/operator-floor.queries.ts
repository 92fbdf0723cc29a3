import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { waitingBase } from './inbox.queries';

/** The operator floor's live rows: the waiting queue by site and language, who is online, their claims. */

/** Waiting conversations per site and member language: how many, how many claimed now, the oldest wait. */
export function waitingGroups(db: Queryable, now: Date, siteIds: number[] | null) {
  return waitingBase(db, now, siteIds)
    .select([
      'c.site_id',
      's.name as site_name',
      'mu.language',
      sql<number>`count(*)::int`.as('waiting'),
      sql<number>`count(cl.staff_id)::int`.as('claimed'),
      sql<Date | string | null>`min(cm.unread_since)`.as('oldest_since'),
    ])
    .groupBy(['c.site_id', 's.name', 'mu.language'])
    .orderBy(sql`min(cm.unread_since)`, (order) => order.asc().nullsLast())
    .orderBy('s.name')
    .orderBy('mu.language')
    .execute();
}

/**
 * Staff online now: operators whose console answered a call since `activeSince` (a live, verified session;
 * every call stamps it), and anyone holding a live claim. Disabled accounts are never online.
 */
export function onlineStaff(db: Queryable, now: Date, activeSince: Date) {
  return db
    .selectFrom('staff as st')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('staff_sessions')
          .select(['staff_id', sql<Date | string>`max(last_seen_at)`.as('last_seen_at')])
          .where('verified', '=', true)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .where('last_seen_at', '>', activeSince)
          .groupBy('staff_id')
          .as('active'),
      (join) => join.onRef('active.staff_id', '=', 'st.id'),
    )
    .select(['st.id', 'st.name', 'st.role', 'st.site_ids', 'active.last_seen_at'])
    .where('st.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('st.role', '=', 'operator'), eb('active.last_seen_at', 'is not', null)]),
        eb.exists(
          eb
            .selectFrom('operator_claims as cl')
            .select(sql`1`.as('one'))
            .whereRef('cl.staff_id', '=', 'st.id')
            .where('cl.expires_at', '>', now),
        ),
      ]),
    )
    .orderBy('st.name')
    .orderBy('st.id')
    .execute();
}

/** The live claims of these staff members (on these sites), oldest first. */
export function liveClaims(db: Queryable, now: Date, staffIds: number[], siteIds: number[] | null) {
  let query = db
    .selectFrom('operator_claims as cl')
    .innerJoin('conversations as c', 'c.id', 'cl.conversation_id')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .select(['cl.staff_id', 'cl.conversation_id', 's.name as site_name', 'cl.claimed_at', 'cl.expires_at'])
    .where('cl.expires_at', '>', now)
    .where('cl.staff_id', 'in', staffIds.length ? staffIds : [0]);
  if (siteIds) query = query.where('c.site_id', 'in', siteIds.length ? siteIds : [0]);
  return query.orderBy('cl.claimed_at').execute();
}

export function siteNames(db: Queryable, siteIds: number[] | null) {
  let query = db.selectFrom('sites').select(['id', 'name']);
  if (siteIds) query = query.where('id', 'in', siteIds.length ? siteIds : [0]);
  return query.orderBy('name').orderBy('id').execute();
}
