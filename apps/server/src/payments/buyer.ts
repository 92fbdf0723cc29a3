import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import type { TBuyer } from './discounts.service';

export interface TBuyerFacts extends TBuyer {
  email: string;
  siteId: number;
}

/** The logged-in member as payments need them. */
export async function loadBuyer(db: Queryable, userId: number): Promise<TBuyerFacts> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.site_id', 'u.paid_user', 'u.signup_date', 'u.language', 'p.country'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('authentication_required');
  return {
    userId: row.id,
    email: row.email,
    siteId: row.site_id,
    country: row.country,
    paidUser: row.paid_user,
    signupDate: new Date(row.signup_date),
    language: row.language,
  };
}
