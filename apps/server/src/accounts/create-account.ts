import type { Insertable } from 'kysely';
import type { Tx } from '../db/database';
import type { DB } from '../db/schema';
import { refreshPositions } from '../members/profile-position';

type TNewUser = Insertable<DB['users']>;
type TNewProfile = Omit<Insertable<DB['profiles']>, 'user_id' | 'site_id'>;

/**
 * The one place an account is created: the user and their profile on one site, in the caller's transaction.
 * A signup and a fictional profile made in the console both come here, so the two rows are always made
 * together and consistent; whether the profile can be found follows from them (decision 015), and where it
 * lies is placed from its city (decision 022).
 */
export async function createAccount(
  tx: Tx,
  user: TNewUser,
  profile: TNewProfile,
): Promise<{ userId: number; profileId: number }> {
  const created = await tx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  const made = await tx
    .insertInto('profiles')
    .values({ ...profile, user_id: created.id, site_id: user.site_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshPositions(tx, [created.id]);
  return { userId: created.id, profileId: made.id };
}
