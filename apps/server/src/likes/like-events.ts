import type { AppDeps } from '../app-deps';
import type { TxContext } from '../db/transaction';
import { mayAnnounce } from '../members/visibility';
import { queuePush } from '../notifications/push-jobs';

/**
 * Inside the like's transaction: a liked member who is away gets a push (a durable job). After the commit,
 * without the liker waiting: the liked member's open tabs hear of it (badge, "New like!"). Fictional
 * profiles are run from the operators' console instead. A like the liked member may not be shown (an
 * unconfirmed liker, visibility.ts) is not announced at all; the push asks again when it leaves.
 */
export async function announceLike(
  deps: Pick<AppDeps, 'clock' | 'events' | 'jobs'>,
  { tx, onCommit }: TxContext,
  likerProfileId: number,
  likedProfileId: number,
  match: boolean,
): Promise<void> {
  const liked = await tx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.fictional'])
    .where('p.id', '=', likedProfileId)
    .executeTakeFirst();
  if (!liked || liked.fictional) return;
  if (!(await mayAnnounce(tx, likerProfileId, likedProfileId))) return;
  await queuePush(tx, liked.id, { kind: match ? 'match' : 'like', fromProfileId: likerProfileId }, deps.clock.now());
  onCommit(() => {
    deps.jobs.kick();
    return deps.events.publish(liked.id, { type: 'like', profile_id: likerProfileId, match });
  });
}
