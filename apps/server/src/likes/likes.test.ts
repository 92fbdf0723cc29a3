import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWIPE_GAME_DAILY_LIKES } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

describe('likes and matches', () => {
  it('makes one match of two likes, shows both lists, and clears "new" when the profile is opened', async () => {
    const anna = await t.createMember({ name: 'Anna', gender: 'female', seeking: 'male' });
    const ben = await t.createMember({ name: 'Ben', gender: 'male', seeking: 'female' });
    const annaCookie = await t.login(anna.email);
    const benCookie = await t.login(ben.email);

    const first = await call('POST', '/api/like.php', annaCookie, { id: ben.profileId });
    expect(first.json()).toEqual({ match: false });
    // Liking again changes nothing.
    expect((await call('POST', '/api/like.php', annaCookie, { id: ben.profileId })).json()).toEqual({ match: false });

    const benLikes = (await call('GET', '/api/likes.php', benCookie)).json();
    expect(benLikes.liked_by).toEqual([{ id: anna.profileId, like_new: true, created_at: expect.any(String) }]);
    expect(benLikes.profiles.map((card: { name: string }) => card.name)).toEqual(['Anna']);

    const back = await call('POST', '/api/like.php', benCookie, { id: anna.profileId });
    expect(back.json()).toEqual({ match: true });
    const count = await t.db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('liker_id', '=', anna.profileId), eb('liker_id', '=', ben.profileId)]))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);

    const profile = (await call('GET', `/api/member.php?id=${anna.profileId}`, benCookie)).json().profile;
    expect(profile).toMatchObject({ liked: true, liked_me: true, is_match: true });
    const after = (await call('GET', '/api/likes.php', benCookie)).json();
    expect(after.liked_by[0].like_new).toBe(false);
    expect(after.likes.map((like: { id: number }) => like.id)).toEqual([anna.profileId]);
  });

  it('takes a like back, refuses liking yourself or an unknown member', async () => {
    const me = await t.createMember();
    const other = await t.createMember({ gender: 'male' });
    const cookie = await t.login(me.email);
    await call('POST', '/api/like.php', cookie, { id: other.profileId });
    expect((await call('DELETE', '/api/like.php', cookie, { id: other.profileId })).statusCode).toBe(200);
    expect((await call('GET', '/api/likes.php', cookie)).json().likes).toEqual([]);
    expect((await call('POST', '/api/like.php', cookie, { id: me.profileId })).json().error).toBe('invalid_input');
    expect((await call('POST', '/api/like.php', cookie, { id: 98765432 })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/like.php', payload: { id: other.profileId } })).statusCode,
    ).toBe(403);
  });

  it('likes several signup suggestions at once and reports the matches', async () => {
    const me = await t.createMember({ gender: 'male', seeking: 'female' });
    const fan = await t.createMember({ name: 'Fan' });
    const quiet = await t.createMember({ name: 'Quiet' });
    await call('POST', '/api/like.php', await t.login(fan.email), { id: me.profileId });
    const cookie = await t.login(me.email);
    const response = await call('POST', '/api/likes.php', cookie, { ids: [fan.profileId, quiet.profileId] });
    expect(response.json()).toEqual({ matches: [fan.profileId] });
  });

  it('auto-like: a fictional member of the sought gender likes the member, then no one is left', async () => {
    const me = await t.createMember({ gender: 'male', seeking: 'female' });
    const fictional = await t.createMember({ name: 'Fiona', gender: 'female', fictional: true });
    const cookie = await t.login(me.email);
    const isolatedSite = await t.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select('profiles.id')
      .where('users.fictional', '=', true)
      .where('profiles.gender', '=', 'female')
      .where('profiles.site_id', '=', t.sites.mainSiteId)
      .execute();
    const seen = new Set<number>();
    for (let round = 0; round < isolatedSite.length; round++) {
      const { profile } = (await call('GET', '/api/auto-like.php', cookie)).json();
      expect(profile).not.toBeNull();
      expect(seen.has(profile.id)).toBe(false);
      seen.add(profile.id);
    }
    expect(seen.has(fictional.profileId)).toBe(true);
    expect((await call('GET', '/api/auto-like.php', cookie)).json()).toEqual({ profile: null });
    const likes = (await call('GET', '/api/likes.php', cookie)).json();
    expect(likes.liked_by.map((like: { id: number }) => like.id).sort()).toEqual([...seen].sort());
  });
});

describe('the swipe game', () => {
  it('allows 4 likes a day, then 403 swipe_limit with the next allowance, and a new day gives 4 again', async () => {
    const me = await t.createMember({ gender: 'female', seeking: 'male', name: 'Swiper' });
    const candidates = await Promise.all(
      Array.from({ length: SWIPE_GAME_DAILY_LIKES + 2 }, (_, index) =>
        t.createMember({ gender: 'male', seeking: 'female', name: `Card${index}` }),
      ),
    );
    const cookie = await t.login(me.email);
    const state = (await call('GET', '/api/swipe.php', cookie)).json();
    expect(state.likes_left).toBe(SWIPE_GAME_DAILY_LIKES);
    const cardIds = state.cards.map((card: { id: number }) => card.id);
    for (const candidate of candidates) expect(cardIds).toContain(candidate.profileId);
    expect(cardIds).not.toContain(me.profileId);

    for (let index = 0; index < SWIPE_GAME_DAILY_LIKES; index++) {
      const answer = await call('POST', '/api/swipe.php', cookie, { id: candidates[index]!.profileId, action: 'like' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().likes_left).toBe(SWIPE_GAME_DAILY_LIKES - index - 1);
      expect(answer.json().cards.map((card: { id: number }) => card.id)).not.toContain(candidates[index]!.profileId);
    }
    const refused = await call('POST', '/api/swipe.php', cookie, { id: candidates[4]!.profileId, action: 'like' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'swipe_limit', next_allowance_at: expect.any(String) });
    expect((await call('GET', '/api/swipe.php', cookie)).json().next_allowance_at).toBe(
      refused.json().next_allowance_at,
    );
    // Passing still works after the likes are used.
    const pass = await call('POST', '/api/swipe.php', cookie, { id: candidates[4]!.profileId, action: 'pass' });
    expect(pass.json().can_undo).toBe(true);
    expect(pass.json().cards.map((card: { id: number }) => card.id)).not.toContain(candidates[4]!.profileId);
    const undone = (await call('DELETE', '/api/swipe.php', cookie)).json();
    expect(undone.cards[0].id).toBe(candidates[4]!.profileId);

    t.clock.advanceDays(1);
    const tomorrow = (await call('GET', '/api/swipe.php', cookie)).json();
    expect(tomorrow.likes_left).toBe(SWIPE_GAME_DAILY_LIKES);
    expect(tomorrow.next_allowance_at).toBeNull();
  });

  it('never lets two swipes at once take more than the allowance', async () => {
    const me = await t.createMember({ gender: 'female', seeking: 'male' });
    const cards = await Promise.all(
      Array.from({ length: SWIPE_GAME_DAILY_LIKES + 4 }, () => t.createMember({ gender: 'male' })),
    );
    const cookie = await t.login(me.email);
    const answers = await Promise.all(
      cards.map((card) => call('POST', '/api/swipe.php', cookie, { id: card.profileId, action: 'like' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(SWIPE_GAME_DAILY_LIKES);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(4);
  });
});

describe('match finder and signup matches', () => {
  it('suggests fitting members of a similar age, the nearest and then shared interests first', async () => {
    const me = await t.createMember({
      gender: 'male',
      seeking: 'female',
      dateOfBirth: '1990-06-01',
      region: 'NL-UT',
      interests: ['hiking', 'wine', 'music'],
    });
    const near = await t.createMember({
      name: 'Near',
      region: 'NL-UT',
      dateOfBirth: '1991-01-01',
      interests: ['wine'],
    });
    const kindred = await t.createMember({
      name: 'Kindred',
      region: 'NL-NH',
      // About 35 km from Utrecht: more in common, but a band farther than Near.
      city: 'Amsterdam',
      dateOfBirth: '1989-01-01',
      interests: ['hiking', 'wine', 'music'],
    });
    const tooOld = await t.createMember({ name: 'TooOld', region: 'NL-UT', dateOfBirth: '1950-01-01' });
    const man = await t.createMember({ name: 'Man', gender: 'male', region: 'NL-UT', dateOfBirth: '1990-01-01' });
    const cookie = await t.login(me.email);
    const { profiles } = (await call('GET', '/api/match-finder.php', cookie)).json();
    const ids = profiles.map((profile: { id: number }) => profile.id);
    expect(ids).not.toContain(tooOld.profileId);
    expect(ids).not.toContain(man.profileId);
    expect(ids.indexOf(near.profileId)).toBeLessThan(ids.indexOf(kindred.profileId));
    expect(
      profiles.find((profile: { id: number }) => profile.id === kindred.profileId).shared_interests.sort(),
    ).toEqual(['hiking', 'music', 'wine']);
    // Signup matches only bring members with a photo.
    expect((await call('GET', '/api/signup-matches.php', cookie)).json().profiles).toEqual([]);
  });
});
