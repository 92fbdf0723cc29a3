import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm, type TPublicMember } from '../test/public-members';
import { createTestApp, type TestApp } from '../test/test-app';
import { sightsOf, visibleTo, type TSight } from './visibility';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('visibility: the list formula and the one-by-one formula agree', () => {
  it('for every way a member can stand towards the viewer', async () => {
    const viewer = await signUpAndConfirm(t, { name: 'Viewer', gender: 'male', seeking: 'female' });
    // A profile a moderator disabled ('disabled') takes the console's complaint handling; left out here.
    const members: Record<Exclude<TSight, 'disabled'>, TPublicMember> = {
      visible: await signUpAndConfirm(t),
      blocked_by_viewer: await signUpAndConfirm(t),
      blocked_viewer: await signUpAndConfirm(t),
      deleted: await signUpAndConfirm(t),
      banned: await signUpAndConfirm(t),
      unconfirmed: await signUpAndConfirm(t, {}, { confirm: false }),
    };
    await post(viewer.cookie, '/api/block.php', { id: members.blocked_by_viewer.profileId });
    await post(members.blocked_viewer.cookie, '/api/block.php', { id: viewer.profileId });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie: members.deleted.cookie },
      payload: { password: members.deleted.password },
    });
    expect(deleted.statusCode).toBe(200);
    const moderator = await t.staffLogin('moderator');
    await post(moderator.cookie, '/api/admin/ban.php', { user: members.banned.userId, reason: 'fake profile' });

    const ids = Object.values(members).map((member) => member.profileId);
    const sights = await sightsOf(t.db, viewer.profileId, ids);
    for (const [expected, member] of Object.entries(members)) expect(sights.get(member.profileId)).toBe(expected);
    const listed = await t.db
      .selectFrom('profiles as p')
      .select('p.id')
      .where('p.id', 'in', ids)
      .where(visibleTo(viewer.profileId, 'p.id'))
      .execute();
    expect(listed.map((row) => row.id)).toEqual([members.visible.profileId]);
  });
});
