import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';

/** The logged-in member as the members feature needs them: their profile and what they seek. */
export interface TViewer {
  userId: number;
  profileId: number;
  siteId: number;
  paidUser: boolean;
  gender: 'male' | 'female';
  seeking: 'male' | 'female';
  dateOfBirth: string;
  country: string;
  region: string | null;
  interests: string[];
}

export async function loadViewer(db: Queryable, userId: number): Promise<TViewer> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select([
      'profiles.id',
      'profiles.site_id',
      'profiles.gender',
      'profiles.seeking',
      'profiles.date_of_birth',
      'profiles.country',
      'profiles.region',
      'profiles.interests',
      'users.paid_user',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('authentication_required');
  return {
    userId,
    profileId: row.id,
    siteId: row.site_id,
    paidUser: row.paid_user,
    gender: row.gender,
    seeking: row.seeking,
    dateOfBirth: String(row.date_of_birth),
    country: row.country,
    region: row.region,
    interests: row.interests,
  };
}
