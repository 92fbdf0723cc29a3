import type { AppDeps } from '../app-deps';

/**
 * After a like committed: the liked member's open tabs hear of it at once (badge, "New like!"), and a
 * member who is away gets a push. Fictional profiles are run from the operators' console instead.
 */
export async function announceLike(
  deps: Pick<AppDeps, 'db' | 'events' | 'notifier'>,
  likerProfileId: number,
  likedProfileId: number,
  match: boolean,
): Promise<void> {
  const liked = await deps.db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.fictional'])
    .where('p.id', '=', likedProfileId)
    .executeTakeFirst();
  if (!liked || liked.fictional) return;
  await deps.events.publish(liked.id, { type: 'like', profile_id: likerProfileId, match });
  await deps.notifier.pushIfAway(liked.id, { kind: match ? 'match' : 'like', fromProfileId: likerProfileId });
}
