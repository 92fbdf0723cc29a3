import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMembersQuery } from '@app/shared';
import { explainPlan } from '../db/explain';
import { inTransaction } from '../db/transaction';
import { listSites } from '../sites/sites.queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { compiledSearch } from './search.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Members of several places and ages, made as members are, and the statistics the planner reads.
  const places = [
    { country: 'DE', region: 'DE-BE' },
    { country: 'DE', region: 'DE-BY' },
    { country: 'NL', region: 'NL-NH' },
    { country: 'FI', region: 'FI-18' },
  ] as const;
  for (let index = 0; index < 24; index += 1)
    await t.createMember({
      name: `Member ${index}`,
      gender: index % 2 ? 'female' : 'male',
      ...places[index % places.length]!,
      dateOfBirth: `${1950 + index * 2}-05-05`,
    });
  await sql`analyze profiles`.execute(t.db);
});
afterAll(() => t.close());

/** The plan of a visitor's search query; a test site's few rows make any plan cheap, so scans are priced out. */
async function planOf(pick: (search: ReturnType<typeof compiledSearch>) => CompiledQuery, query: TMembersQuery) {
  const site = (await listSites(t.db)).find((row) => row.id === t.sites.mainSiteId)!;
  const search = compiledSearch(t.app.deps, site, null, query);
  return inTransaction(t.db, async ({ tx }) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    await sql`set local enable_bitmapscan = off`.execute(tx);
    return explainPlan(tx, pick(search));
  });
}

/**
 * Issue 19 item 1 (decision 028): a rare age range in one country or region is read in that place alone, so its
 * cost follows the members who match, not the size of the site (at 1M members the site-wide age index read
 * fifteen thousand entries to count 806).
 */
describe('search indexes for rare ages in a place', () => {
  it('counts an age range in a country from the country and date of birth', async () => {
    const plan = await planOf((search) => search.count, { country: 'FI', min_age: 80, max_age: 80, page: 1 });
    expect(plan).toMatch(/Index Only Scan using profiles_search_country_age on profiles/);
    expect(plan).toMatch(/Index Cond: .*country = 'FI'.*date_of_birth/);
  });

  it('counts an age range in a region from the region and date of birth', async () => {
    const plan = await planOf((search) => search.count, {
      gender: 'female',
      country: 'DE',
      countryregion: 'DE-BE',
      min_age: 78,
      max_age: 80,
      page: 1,
    });
    expect(plan).toMatch(/Index Only Scan using profiles_search_region_age on profiles/);
    expect(plan).toMatch(/Index Cond: .*region = 'DE-BE'.*date_of_birth/);
  });
});
