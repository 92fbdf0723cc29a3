import type { Queryable } from '../db/database';

/** Everything the logged-in user object needs, in one query. */
export async function findUserView(db: Queryable, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.email',
      'users.status',
      'users.credits',
      'users.paid_user',
      'users.language',
      'users.notifications_disabled',
      'users.signup_date',
      'users.invisible',
      'profiles.id as profile_id',
      'profiles.name',
      'profiles.country',
      'profiles.gender',
      'profiles.seeking',
      'profiles.status as profile_status',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function updateUserLanguage(db: Queryable, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function updateLastActivity(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
  await db.updateTable('profiles').set({ last_active_at: now }).where('user_id', '=', userId).execute();
}
