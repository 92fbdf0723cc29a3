import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LAST_PAGE, ageOn, utcCalendarDate } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bornYearsAgo = (years: number) => {
  const now = new Date();
  return `${now.getUTCFullYear() - years}-01-01`;
};
const search = (cookie: string | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/members.php?${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/members.php', () => {
  let searcher: string;
  let searcherProfile: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const me = await t.createMember({ gender: 'male', seeking: 'female', country: 'DE', region: 'DE-BE' });
    searcher = await t.login(me.email);
    searcherProfile = me.profileId;
    const make = async (key: string, overrides: Parameters<TestApp['createMember']>[0]) => {
      const member = await t.createMember({ country: 'DE', region: 'DE-BY', photos: 1, ...overrides });
      ids[key] = member.profileId;
      return member;
    };
    // Blocks the way members block: the block call of the one who blocks.
    const block = async (blockerCookie: string, profileId: number) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/block.php',
        headers: { cookie: blockerCookie },
        payload: { id: profileId },
      });
      expect(answer.statusCode).toBe(200);
    };
    await make('anna25', { name: 'Anna', gender: 'female', dateOfBirth: bornYearsAgo(25), region: 'DE-BE' });
    await make('berta40', { name: 'Berta', gender: 'female', dateOfBirth: bornYearsAgo(40) });
    await make('carl30', { name: 'Carl', gender: 'male', dateOfBirth: bornYearsAgo(30) });
    await make('dana30nl', {
      name: 'Dana',
      gender: 'female',
      dateOfBirth: bornYearsAgo(30),
      country: 'NL',
      region: 'NL-UT',
    });
    await make('hidden', { name: 'Hidden', gender: 'female', dateOfBirth: bornYearsAgo(30), invisible: true });
    const blocker = await make('blocker', { name: 'Blocker', gender: 'female', dateOfBirth: bornYearsAgo(30) });
    await block(await t.login(blocker.email), searcherProfile);
    await make('blocked', { name: 'Blocked', gender: 'female', dateOfBirth: bornYearsAgo(30) });
    await block(searcher, ids.blocked!);
    await make('deleted', { name: 'Gone', gender: 'female', dateOfBirth: bornYearsAgo(30), deleted: true });
    await make('other-site', {
      name: 'Elsewhere',
      gender: 'female',
      dateOfBirth: bornYearsAgo(30),
      siteId: t.sites.secondSiteId,
    });
  });

  const namesOf = (body: { results: Array<{ name: string }> }) => body.results.map((card) => card.name).sort();

  it('honours gender, country, region and the age range', async () => {
    const women = (await search(searcher, 'gender=female&country=DE')).json();
    expect(namesOf(women)).toEqual(['Anna', 'Berta']);
    const inBerlin = (await search(searcher, 'country=DE&countryregion=DE-BE')).json();
    expect(namesOf(inBerlin)).toEqual(['Anna']);
    const thirties = (await search(searcher, 'min_age=26&max_age=39')).json();
    // Carl is a man: a straight man searching is not offered him (orientation.ts).
    expect(namesOf(thirties)).toEqual(['Dana']);
    for (const card of thirties.results) expect(card.age).toBeGreaterThanOrEqual(26);
    const exact = (await search(searcher, 'min_age=40&max_age=40')).json();
    expect(namesOf(exact)).toEqual(['Berta']);
    expect(exact.results[0].age).toBe(ageOn(bornYearsAgo(40), utcCalendarDate(new Date())));
  });

  it('never shows invisible, deleted or blocked members, the searcher, or another site', async () => {
    const all = (await search(searcher, 'page=1')).json();
    const names = namesOf(all);
    for (const hidden of ['Hidden', 'Gone', 'Blocker', 'Blocked', 'Elsewhere']) expect(names).not.toContain(hidden);
    expect(all.results.map((card: { id: number }) => card.id)).not.toContain(searcherProfile);
    expect(all.numResults).toBe(3);
  });

  it('adds similar members with relaxed filters when few are found', async () => {
    // Nobody of 36 to 44 in Berlin; Berta (40) lives elsewhere in Germany.
    const body = (await search(searcher, 'gender=female&country=DE&countryregion=DE-BE&min_age=36&max_age=44')).json();
    expect(body.results).toEqual([]);
    expect(body.similar.map((card: { name: string }) => card.name)).toEqual(['Berta']);
  });

  it('refuses bad filters with invalid_input', async () => {
    expect((await search(searcher, 'gender=robot')).statusCode).toBe(400);
    expect((await search(searcher, 'min_age=40&max_age=30')).json().error).toBe('invalid_input');
    expect((await search(searcher, 'page=0')).statusCode).toBe(400);
  });

  it('serves pages up to the last one the capped count shows, and refuses deeper ones (an offset walk)', async () => {
    expect(SEARCH_LAST_PAGE).toBe(42);
    expect((await search(searcher, `page=${SEARCH_LAST_PAGE}`)).statusCode).toBe(200);
    const deeper = await search(searcher, `page=${SEARCH_LAST_PAGE + 1}`);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({ error: 'invalid_input', message: expect.any(String) });
  });

  it('lets visitors search only where the site allows logged-out search', async () => {
    expect((await search(undefined, 'country=DE')).statusCode).toBe(200);
    const closed = await t.app.inject({
      method: 'GET',
      url: '/api/members.php',
      headers: { host: 'flirtpunt.localhost' },
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toBe('authentication_required');
  });
});
