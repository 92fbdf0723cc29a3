import type { Member } from './member';
import { rememberUser } from './member-account';

const SEEN_KEPT = 200;

interface TCards {
  results?: Array<{ id: number }>;
  similar?: Array<{ id: number }>;
}

/** GET /api/members.php with the filters of the search screen. */
export async function search(member: Member): Promise<void> {
  const { random } = member;
  const minAge = random.int(18, 40);
  const query = new URLSearchParams({
    gender: member.seeking,
    country: 'NL',
    min_age: String(minAge),
    max_age: String(minAge + random.int(5, 40)),
    page: String(random.int(1, 3)),
  });
  if (random.chance(0.4)) query.set('countryregion', 'NL-UT');
  const { outcome, body } = await member.api<TCards>({ method: 'GET', path: `/api/members.php?${query}` });
  if (outcome !== 'ok') return;
  member.ctx.activity.searches++;
  for (const card of [...(body.results ?? []), ...(body.similar ?? [])]) member.seen.push(card.id);
  member.seen.splice(0, Math.max(0, member.seen.length - SEEN_KEPT));
}

/** GET /api/member.php?id= of someone found in a search (demo members) or another simulated member. */
export async function openProfile(member: Member): Promise<void> {
  const peer = member.random.pickAny(member.targets());
  const id =
    member.random.chance(0.5) && peer ? peer.profileId : (member.random.pickAny(member.seen) ?? peer?.profileId);
  if (!id) return search(member);
  const { outcome } = await member.api({ method: 'GET', path: `/api/member.php?id=${id}` });
  if (outcome === 'ok') member.ctx.activity.profileViews++;
}

export async function likeSomeone(member: Member): Promise<void> {
  const peer = member.random.pickAny(member.targets());
  if (!peer) return;
  const { outcome } = await member.api({ method: 'POST', path: '/api/like.php', json: { id: peer.profileId } });
  if (outcome === 'ok') member.ctx.activity.likes++;
}

export async function listLikes(member: Member): Promise<void> {
  await member.api({ method: 'GET', path: '/api/likes.php' });
}

export async function whoAmI(member: Member): Promise<void> {
  const { outcome, body } = await member.api<Parameters<typeof rememberUser>[1]>({
    method: 'GET',
    path: '/api/user.php',
  });
  if (outcome === 'ok') {
    if (!body.user) member.ctx.failures.add('session lost', `${member.label}: GET /api/user.php answered user null`);
    rememberUser(member, body);
  }
}

/** Now and then a member blocks someone (who then gets 404s from them) and unblocks later. */
export async function blockSomeone(member: Member): Promise<void> {
  const peer = member.random.pickAny(member.targets());
  if (!peer?.profileId || member.blocked.has(peer.profileId)) return;
  const { outcome } = await member.api({ method: 'POST', path: '/api/block.php', json: { id: peer.profileId } });
  if (outcome === 'ok') {
    member.blocked.add(peer.profileId);
    member.ctx.activity.blocks++;
  }
}

export async function unblockSomeone(member: Member): Promise<void> {
  const id = member.random.pickAny([...member.blocked]);
  if (id === undefined) return;
  const { outcome } = await member.api({ method: 'DELETE', path: '/api/block.php', json: { id } });
  if (outcome === 'ok') member.blocked.delete(id);
}
