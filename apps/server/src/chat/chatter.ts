import type { Expression } from 'kysely';
import type { TLoggedInMember } from '../auth/logged-in-member';
import type { Queryable } from '../db/database';

/** The logged-in member as the chat needs them. */
export type TChatter = Pick<TLoggedInMember, 'userId' | 'profileId' | 'siteId' | 'paidUser' | 'confirmed' | 'language'>;

/**
 * The other member of a chat: on the viewer's site, not disabled by staff, not deleted or banned. A member
 * who is not searchable (invisible, or the address not yet confirmed) can only be written to when they made
 * contact first (a like, or a conversation that exists): so an unconfirmed member who wrote is answered.
 * `profileId` may be an expression, so the message send reads the recipient inside its one query.
 */
export function recipientQuery(db: Queryable, siteId: number, profileId: number | Expression<number>) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.country', 'p.searchable', 'u.fictional', 'u.language'])
    .where('p.id', '=', profileId)
    .where('p.site_id', '=', siteId)
    .where('p.status', '=', 'active')
    .where('u.deleted_at', 'is', null)
    .where('u.banned_at', 'is', null);
}

export async function findRecipient(db: Queryable, siteId: number, profileId: number) {
  return recipientQuery(db, siteId, profileId).executeTakeFirst();
}
