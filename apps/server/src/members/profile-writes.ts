import type { Updateable } from 'kysely';
import type { Tx } from '../db/database';
import type { DB } from '../db/schema';

type TProfileChange = Omit<Updateable<DB['profiles']>, 'id' | 'user_id' | 'site_id' | 'main_photo_id'>;

/**
 * Changes a profile's fields or its staff status ('disabled' by a moderator, a fictional profile switched
 * off) for a caller outside the members feature (the console), in its transaction. Answers the profile's
 * status and whether it can now be found, which the database derives (decision 015). The main photo is
 * the photos feature's (photos/main-photo.ts).
 */
export async function changeProfile(
  tx: Tx,
  userId: number,
  change: TProfileChange,
): Promise<{ status: 'active' | 'disabled'; searchable: boolean }> {
  return tx
    .updateTable('profiles')
    .set(change)
    .where('user_id', '=', userId)
    .returning(['status', 'searchable'])
    .executeTakeFirstOrThrow();
}
