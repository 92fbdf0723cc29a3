import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_RECENTLY_MINUTES } from '@app/shared';
import { SESSION_TOUCH_INTERVAL_MS } from '../auth/auth.policy';
import { createTestApp, type TestApp } from '../test/test-app';
import { PROFILE_ACTIVITY_STEP_MINUTES } from './last-activity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A row's version: PostgreSQL gives every rewrite of a row a new xmin (and the old one is a dead tuple). */
async function versions(userId: number) {
  const row = await t.db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      (eb) => eb.cast<string>(eb.ref('u.xmin' as 'u.id'), 'text').as('user_version'),
      (eb) => eb.cast<string>(eb.ref('p.xmin' as 'p.id'), 'text').as('profile_version'),
      'u.last_active_at as user_active',
      'p.last_active_at as profile_active',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

const touchMinutes = SESSION_TOUCH_INTERVAL_MS / 60_000;

describe('last activity', () => {
  it('rewrites the profile row (search index key) at most once per step, the account at every touch', async () => {
    const member = await t.createMember({ name: 'Toni' });
    const cookie = await t.login(member.email);
    t.clock.advanceMinutes(PROFILE_ACTIVITY_STEP_MINUTES + 1);
    await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    const first = await versions(member.userId);
    expect(first.profile_active.getTime()).toBe(t.clock.now().getTime());
    let profileRewrites = 0;
    let previous = first;
    // An hour of steady use: a request every minute.
    for (let minute = 1; minute <= 60; minute++) {
      t.clock.advanceMinutes(1);
      await t.app.inject({ url: '/api/user.php', headers: { cookie } });
      const now = await versions(member.userId);
      if (now.profile_version !== previous.profile_version) profileRewrites += 1;
      previous = now;
    }
    expect(profileRewrites).toBeLessThanOrEqual(Math.ceil(60 / PROFILE_ACTIVITY_STEP_MINUTES));
    expect(profileRewrites).toBeGreaterThanOrEqual(2);
    // The account's time is as exact as the session touch.
    expect(t.clock.now().getTime() - previous.user_active.getTime()).toBeLessThanOrEqual(SESSION_TOUCH_INTERVAL_MS);
  });

  it('writes nothing for page-hidden beacons in quick succession', async () => {
    const member = await t.createMember({ name: 'Bea' });
    const cookie = await t.login(member.email);
    const beacon = () =>
      t.app.inject({ method: 'POST', url: '/api/page-hidden.php', headers: { cookie }, payload: {} });
    t.clock.advanceMinutes(2);
    await beacon();
    const before = await versions(member.userId);
    expect(before.user_active.getTime()).toBe(t.clock.now().getTime());
    for (let i = 0; i < 5; i++) {
      t.clock.advanceSeconds(5);
      await beacon();
    }
    expect(await versions(member.userId)).toEqual(before);
  });

  it('keeps the online dot and the online count right for a member active for an hour', async () => {
    const viewer = await t.createMember({ name: 'Vera', premium: true, credits: 100 });
    const active = await t.createMember({ name: 'Arne', gender: 'male', seeking: 'female', photos: 1 });
    const viewerCookie = await t.login(viewer.email);
    const activeCookie = await t.login(active.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: viewerCookie },
      payload: { id: active.profileId },
    });
    const dot = async () => {
      const likes = (await t.app.inject({ url: '/api/likes.php', headers: { cookie: viewerCookie } })).json();
      return likes.profiles.find((card: { id: number }) => card.id === active.profileId).online_recently as boolean;
    };
    const online = async () =>
      (await t.app.inject({ url: '/api/lander.php', headers: { 'x-forwarded-for': '145.1.1.1' } })).json()
        .online as number;
    for (let minute = touchMinutes; minute <= 60; minute += touchMinutes) {
      t.clock.advanceMinutes(touchMinutes);
      await t.app.inject({ url: '/api/chats.php', headers: { cookie: activeCookie } });
      expect(await dot()).toBe(true);
      // The two of them (the viewer is active too); the members of the tests before have gone quiet.
      if (minute > ONLINE_RECENTLY_MINUTES) expect(await online()).toBe(2);
    }
    // Gone quiet: the dot goes out when the spec says, not a step earlier or later.
    t.clock.advanceMinutes(ONLINE_RECENTLY_MINUTES - touchMinutes - 1);
    await t.app.inject({ url: '/api/user.php', headers: { cookie: viewerCookie } });
    expect(await dot()).toBe(true);
    t.clock.advanceMinutes(touchMinutes + 2);
    expect(await dot()).toBe(false);
  });
});
