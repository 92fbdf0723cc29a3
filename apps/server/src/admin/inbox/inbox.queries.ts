import type { Queryable } from '../../db/database';

/**
 * Conversations waiting for a fictional profile's answer: the fictional side has unread messages of a member
 * who is still there. The live claim on each is joined (`cl`); the list and the floor's counts select from it.
 */
export function waitingBase(db: Queryable, now: Date, siteIds: number[] | null) {
  let query = db
    .selectFrom('conversation_members as cm')
    .innerJoin('profiles as fp', 'fp.id', 'cm.profile_id')
    .innerJoin('users as fu', 'fu.id', 'fp.user_id')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('profiles as mp', 'mp.id', 'cm.other_profile_id')
    .innerJoin('users as mu', 'mu.id', 'mp.user_id')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .leftJoin('operator_claims as cl', (join) =>
      join.onRef('cl.conversation_id', '=', 'cm.conversation_id').on('cl.expires_at', '>', now),
    )
    .where('fu.fictional', '=', true)
    .where('cm.unread_count', '>', 0)
    .where('mu.deleted_at', 'is', null)
    .where('mu.banned_at', 'is', null);
  if (siteIds) query = query.where('c.site_id', 'in', siteIds.length ? siteIds : [0]);
  return query;
}

/** The waiting conversations, oldest wait first; a live claim says who is on it. */
export function waitingConversations(db: Queryable, now: Date, siteIds: number[] | null) {
  return waitingBase(db, now, siteIds)
    .leftJoin('staff as st', 'st.id', 'cl.staff_id')
    .select([
      'cm.conversation_id',
      'cm.unread_count',
      'cm.unread_since',
      'c.site_id',
      's.name as site_name',
      'fp.id as fictional_profile_id',
      'fp.name as fictional_name',
      'mp.id as member_profile_id',
      'mp.name as member_name',
      'mp.country as member_country',
      'mu.language as member_language',
      'cl.staff_id as claimed_by',
      'st.name as claimed_by_name',
      'cl.expires_at as claim_expires_at',
    ])
    .orderBy('cm.unread_since', 'asc')
    .limit(100);
}

/** The two sides of a conversation with a fictional profile: null when it has none. */
export async function inboxSides(db: Queryable, conversationId: number) {
  return db
    .selectFrom('conversation_members as cm')
    .innerJoin('profiles as fp', 'fp.id', 'cm.profile_id')
    .innerJoin('users as fu', 'fu.id', 'fp.user_id')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select([
      'cm.conversation_id',
      'cm.unread_since',
      'c.site_id',
      'fp.id as fictional_profile_id',
      'fu.id as fictional_user_id',
      'cm.other_profile_id as member_profile_id',
    ])
    .where('cm.conversation_id', '=', conversationId)
    .where('fu.fictional', '=', true)
    .executeTakeFirst();
}
