import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { refreshMainPhoto } from './main-photo';

/**
 * Before the rule had one home (decision 016) an upload made a pending photo main, with a public copy,
 * and approving a later photo left that pending one main. At start, each profile the rule would answer
 * differently for is refreshed once through `refreshMainPhoto`: a main photo that is not approved, no
 * main photo beside an approved one, or a public copy on a photo that is not main. Afterwards none is
 * left, so later starts find nothing; several processes at once only repeat the same answer.
 */
export async function repairMainPhotos(deps: Pick<AppDeps, 'db' | 'media'>): Promise<number> {
  const { rows } = await sql<{ user_id: number }>`
    select p.user_id from profiles p join photos ph on ph.id = p.main_photo_id where ph.status <> 'active'
    union
    select p.user_id from profiles p where p.main_photo_id is null
      and exists (select 1 from photos ph where ph.user_id = p.user_id and ph.status = 'active')
    union
    select p.user_id from photos ph join profiles p on p.user_id = ph.user_id
      where ph.public_filename is not null and ph.id is distinct from p.main_photo_id`.execute(deps.db);
  for (const { user_id: userId } of rows)
    await inTransaction(deps.db, (context) => refreshMainPhoto(context, deps.media, userId));
  return rows.length;
}
