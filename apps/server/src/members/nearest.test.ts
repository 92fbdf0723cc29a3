import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLoggedInMember } from '../auth/logged-in-member';
import { explainPlan } from '../db/explain';
import { inTransaction } from '../db/transaction';
import { listSites } from '../sites/sites.queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { compiledSearch } from './search.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const put = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const namesOf = (cards: Array<{ name: string }>) => cards.map((card) => card.name);

/**
 * Issue 18 item 4: a profile lies at its city, else at its region's main city (members/profile-position.ts);
 * search puts the nearest first on request, members of unknown place last; the match finder ("near you")
 * puts the nearest first.
 */
describe('nearest first', () => {
  let me: string;
  let meId: number;
  let far: string;

  beforeAll(async () => {
    const man = { gender: 'male', dateOfBirth: '1990-03-03', country: 'NL' } as const;
    const searcher = await t.createMember({ ...man, name: 'Sam', region: 'NL-UT', city: 'Utrecht' });
    me = await t.login(searcher.email);
    meId = searcher.userId;
    const woman = { gender: 'female', dateOfBirth: '1991-03-03', country: 'NL' } as const;
    // Created nearest first, so "most recently active first" is the opposite of "nearest first".
    // No city: the region's main city, Utrecht (0 km).
    await t.createMember({ ...woman, name: 'Close', region: 'NL-UT', city: '' });
    // A town that is no region's main city: placed by the GeoNames list (Haarlem, about 45 km away).
    await t.createMember({ ...woman, name: 'Middle', region: 'NL-NH', city: 'Haarlem' });
    // A city we do not know: placed at its region's main city (Groningen, about 170 km away).
    far = await t.login(
      (await t.createMember({ ...woman, name: 'Far', region: 'NL-GR', city: 'Nergenshuizen' })).email,
    );
    // A member who cleared region and city on the profile form: no place at all.
    const nowhere = await t.createMember({ ...woman, name: 'Nowhere', region: 'NL-UT', city: 'Utrecht' });
    expect((await put(await t.login(nowhere.email), '/api/profile.php', { region: null, city: '' })).statusCode).toBe(
      200,
    );
  });

  it('orders search results by distance on request, unknown places last', async () => {
    const nearest = await get(me, '/api/members.php?sort=distance');
    expect(nearest.statusCode, nearest.body).toBe(200);
    expect(namesOf(nearest.json().results)).toEqual(['Close', 'Middle', 'Far', 'Nowhere']);
    const recent = await get(me, '/api/members.php?sort=recent');
    expect(namesOf(recent.json().results)).toEqual(['Nowhere', 'Far', 'Middle', 'Close']);
  });

  it('moves a member when the profile form changes their city', async () => {
    // Amersfoort, about 20 km from Utrecht.
    expect((await put(far, '/api/profile.php', { region: 'NL-UT', city: 'Amersfoort' })).statusCode).toBe(200);
    const nearest = (await get(me, '/api/members.php?sort=distance')).json();
    expect(namesOf(nearest.results)).toEqual(['Close', 'Far', 'Middle', 'Nowhere']);
    expect((await put(far, '/api/profile.php', { region: 'NL-GR', city: 'Nergenshuizen' })).statusCode).toBe(200);
  });

  it('moves a fictional profile when staff change its city in the console', async () => {
    const fiona = await t.createMember({
      name: 'Fiona',
      gender: 'female',
      dateOfBirth: '1991-03-03',
      country: 'NL',
      region: 'NL-LI',
      city: 'Maastricht',
      fictional: true,
    });
    const staff = await t.staffLogin('admin');
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fictional.php',
      headers: { cookie: staff.cookie },
      payload: { user: fiona.userId, region: 'NL-UT', city: 'Amersfoort' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const nearest = (await get(me, '/api/members.php?sort=distance')).json();
    expect(namesOf(nearest.results)).toEqual(['Close', 'Fiona', 'Middle', 'Far', 'Nowhere']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fictional.php',
      headers: { cookie: staff.cookie },
      payload: { user: fiona.userId, status: 'disabled' },
    });
  });

  it('refuses an unknown order; visitors get the usual order', async () => {
    const refused = await get(me, '/api/members.php?sort=random');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_input');
    expect((await get(undefined, '/api/members.php?sort=distance')).statusCode).toBe(200);
  });

  it('puts the nearest first in the match finder', async () => {
    const { profiles } = (await get(me, '/api/match-finder.php')).json();
    expect(namesOf(profiles)).toEqual(['Close', 'Middle', 'Far', 'Nowhere']);
  });

  it('finds how far a page reaches from the position index alone, without ranking every match (issue 19)', async () => {
    const site = (await listSites(t.db)).find((row) => row.id === t.sites.mainSiteId)!;
    const searcher = await loadLoggedInMember(t.db, meId);
    const { reach } = compiledSearch(t.app.deps, site, searcher, { gender: 'female', sort: 'distance', page: 2 });
    // A handful of test members make any plan cheap: with sorting and sequential scans priced out, the plan
    // shows whether an index can hand out profiles nearest first at all.
    const plan = await inTransaction(t.db, async ({ tx }) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      await sql`set local enable_sort = off`.execute(tx);
      return explainPlan(tx, reach!);
    });
    // Index-only: the index carries every filter column, so deep pages do not visit the table per entry.
    expect(plan).toMatch(/Index Only Scan using profiles_nearest on profiles/);
    expect(plan).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort {2}\(/m);
  });

  it('ranks every member at the distance where a page ends by activity, as without the reach', async () => {
    const woman = { gender: 'female', dateOfBirth: '1992-03-03', country: 'NL' } as const;
    // Two more at Utrecht's centre (Close's place), then enough at Groningen (Far's) to fill page 1 and more.
    await t.createMember({ ...woman, name: 'Tie one', region: 'NL-UT', city: '' });
    await t.createMember({ ...woman, name: 'Tie two', region: 'NL-UT', city: '' });
    const groningen: string[] = [];
    for (let index = 1; index <= 21; index++) {
      const name = `Groningen ${index}`;
      await t.createMember({ ...woman, name, region: 'NL-GR', city: '' });
      groningen.unshift(name);
    }
    const first = (await get(me, '/api/members.php?sort=distance&page=1')).json();
    // Page 1 ends inside Groningen's 22 members: its most recently active ones, not any 20 of them.
    expect(namesOf(first.results)).toEqual(['Tie two', 'Tie one', 'Close', 'Middle', ...groningen.slice(0, 20)]);
    const second = (await get(me, '/api/members.php?sort=distance&page=2')).json();
    expect(namesOf(second.results)).toEqual([groningen[20], 'Far', 'Nowhere']);
  });
});
