import { sql } from 'kysely';
import type { Queryable } from '../db/database';

/**
 * The accounts of a site that name an address, the one holding it first. An address belongs to the
 * account that confirmed it; until one does, the oldest holds it. Several accounts can name one address
 * because a signup with a taken address answers like a new one (signup tells nobody who is a member):
 * the newcomer gets an account that is never sent an activation link, and the address's owner a notice.
 */
export function accountsNamingAddress(db: Queryable, siteId: number, email: string) {
  return db
    .selectFrom('users')
    .where('users.site_id', '=', siteId)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .orderBy(sql`users.status = 'confirmed'`, 'desc')
    .orderBy('users.id');
}

/** Who a mail about an address goes to: its holder, unless that account is deleted, banned or fictional. */
export async function findAddressOwner(db: Queryable, siteId: number, email: string) {
  const holder = await accountsNamingAddress(db, siteId, email)
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.language', 'users.deleted_at', 'users.banned_at', 'users.fictional'])
    .select('profiles.name')
    .executeTakeFirst();
  if (!holder || holder.deleted_at || holder.banned_at || holder.fictional) return undefined;
  return { id: holder.id, email: holder.email, language: holder.language, name: holder.name };
}

/** Whether another account holds this member's address (confirmed it, or named it first). */
export async function addressHeldByAnother(db: Queryable, userId: number): Promise<boolean> {
  const member = await db
    .selectFrom('users')
    .select(['site_id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const holder = await accountsNamingAddress(db, member.site_id, member.email).select('users.id').executeTakeFirst();
  return holder !== undefined && holder.id !== userId;
}
