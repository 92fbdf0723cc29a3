import type { TMemberCard } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import { toCard } from './cards';
import { profileCards } from './cards.queries';
import type { TViewer } from './viewer';
import { inTransaction } from '../db/transaction';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Blocks a member of the same site: from now on neither finds, likes or writes to the other, and the
 * blocked member gets 404 for the blocker's profile. Likes between them are taken away.
 */
export async function blockMember(deps: Deps, viewer: TViewer, profileId: number): Promise<void> {
  if (profileId === viewer.profileId) throw new AppError('invalid_input', { fields: { id: ['yourself'] } });
  const target = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', profileId)
    .where('site_id', '=', viewer.siteId)
    .executeTakeFirst();
  if (!target) throw new AppError('not_found');
  await inTransaction(deps.db, async ({ tx }) => {
    await tx
      .insertInto('blocks')
      .values({ blocker_id: viewer.profileId, blocked_id: profileId })
      .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await tx
      .deleteFrom('likes')
      .where((eb) =>
        eb.or([
          eb.and([eb('liker_id', '=', viewer.profileId), eb('liked_id', '=', profileId)]),
          eb.and([eb('liker_id', '=', profileId), eb('liked_id', '=', viewer.profileId)]),
        ]),
      )
      .execute();
  });
}

export async function unblockMember(deps: Deps, viewer: TViewer, profileId: number): Promise<void> {
  await deps.db
    .deleteFrom('blocks')
    .where('blocker_id', '=', viewer.profileId)
    .where('blocked_id', '=', profileId)
    .execute();
}

/**
 * The members the viewer blocked, newest first, so they can be unblocked: their card (name and photo, which
 * the blocker knew when blocking), never their presence – that passes only to a member who may see them
 * (visibility.ts: a blocked member's sight is `blocked_by_viewer`).
 */
export async function listBlocked(deps: Deps, viewer: TViewer): Promise<TMemberCard[]> {
  const rows = await profileCards(deps.db, viewer.siteId)
    .innerJoin('blocks as b', 'b.blocked_id', 'p.id')
    .where('b.blocker_id', '=', viewer.profileId)
    .orderBy('b.created_at', 'desc')
    .execute();
  const now = deps.clock.now();
  return rows.map((row) => ({ ...toCard(row, now), online_recently: false }));
}
