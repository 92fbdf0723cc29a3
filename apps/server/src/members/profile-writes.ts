import type { Updateable } from 'kysely';
import type { Tx } from '../db/database';
import type { DB } from '../db/schema';
import { refreshPositions } from './profile-position';

type TProfileChange = Omit<Updateable<DB['profiles']>, 'id' | 'user_id' | 'site_id' | 'main_photo_id'>;

/**
 * Changes a profile's fields or its staff status ('disabled' by a moderator, a fictional profile switched
 * off) for a caller outside the members feature (the console), in its transaction. Answers the profile's
 * status and whether it can now be found, which the database derives (decision 015). The main photo is
 * the photos feature's (photos/main-photo.ts).
 */
/** Whether a change touches where the member lives (their position follows it). */
export function movesPlace(change: { country?: unknown; region?: unknown; city?: unknown }): boolean {
  return change.country !== undefined || change.region !== undefined || change.city !== undefined;
}

export async function changeProfile(
  tx: Tx,
  userId: number,
  change: TProfileChange,
): Promise<{ status: 'active' | 'disabled'; searchable: boolean }> {
  const changed = await tx
    .updateTable('profiles')
    .set(change)
    .where('user_id', '=', userId)
    .returning(['status', 'searchable'])
    .executeTakeFirstOrThrow();
  if (movesPlace(change)) await refreshPositions(tx, [userId]);
  return changed;
}
