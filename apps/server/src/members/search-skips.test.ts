import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_PAGE_SIZE, SEARCH_COUNT_CAP, ZMembersQuery } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TSearcher } from './search.queries';
import { countProvenByPage, relaxedCanFindMore, relaxedFilters, searchMembers } from './search.service';

/**
 * Issue 19: the page proves the count when it is not full, and the "similar" search runs only when its
 * relaxed filters can find someone new. The queries each search sends are recorded and sorted by kind.
 */
class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
  /** Count queries (a count aggregate) and pages of ids (the only queries with an offset). */
  kinds() {
    const texts = this.nodes.map((node) => JSON.stringify(node));
    return {
      counts: texts.filter((text) => text.includes('"func":"count"')).length,
      pages: texts.filter((text) => text.includes('"OffsetNode"')).length,
    };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

describe('searchMembers skips what the page proves', () => {
  let searcher: TSearcher;
  beforeAll(async () => {
    const me = await t.createMember({ gender: 'male', seeking: 'female', country: 'DE', region: 'DE-BE' });
    searcher = { profileId: me.profileId, gender: 'male', seeking: 'female', sexuality: 'hetero', position: null };
    await t.createMember({
      name: 'Anna',
      gender: 'female',
      country: 'DE',
      region: 'DE-BE',
      dateOfBirth: bornYearsAgo(25),
    });
    await t.createMember({
      name: 'Berta',
      gender: 'female',
      country: 'DE',
      region: 'DE-BY',
      dateOfBirth: bornYearsAgo(40),
    });
  });

  const run = async (query: Record<string, string>) => {
    const recorder = new QueryRecorder();
    const site = await t.db
      .selectFrom('sites')
      .selectAll()
      .where('id', '=', t.sites.mainSiteId)
      .executeTakeFirstOrThrow();
    const answer = await searchMembers(
      { db: t.db.withPlugin(recorder), clock: t.clock },
      site,
      searcher,
      ZMembersQuery.parse(query),
    );
    return { answer, ...recorder.kinds() };
  };

  it('takes the count from a page that is not full, and skips a relaxed search that is the same search', async () => {
    const { answer, counts, pages } = await run({ gender: 'female', country: 'DE' });
    expect(answer.results.map((card) => card.name).sort()).toEqual(['Anna', 'Berta']);
    expect(answer.numResults).toBe(2);
    expect(answer.similar).toEqual([]);
    expect(counts).toBe(0);
    expect(pages).toBe(1);
  });

  it('counts nothing for an empty first page, but still looks for similar members when the ages widen', async () => {
    const { answer, counts, pages } = await run({ gender: 'female', country: 'DE', min_age: '41', max_age: '44' });
    expect(answer.results).toEqual([]);
    expect(answer.numResults).toBe(0);
    expect(answer.similar.map((card) => card.name)).toEqual(['Berta']);
    expect(counts).toBe(0);
    expect(pages).toBe(2);
  });

  it('still counts when an empty page lies past the end', async () => {
    const { answer, counts } = await run({ gender: 'female', country: 'DE', page: '2' });
    expect(answer.results).toEqual([]);
    expect(answer.numResults).toBe(2);
    expect(counts).toBe(1);
  });
});

describe('countProvenByPage', () => {
  it('knows the count from a page that is not full, or a full one at the cap', () => {
    expect(countProvenByPage(1, 0, SEARCH_COUNT_CAP)).toBe(0);
    expect(countProvenByPage(1, 5, SEARCH_COUNT_CAP)).toBe(5);
    expect(countProvenByPage(3, 7, SEARCH_COUNT_CAP)).toBe(2 * MEMBERS_PAGE_SIZE + 7);
    expect(countProvenByPage(1, MEMBERS_PAGE_SIZE, SEARCH_COUNT_CAP)).toBeNull();
    expect(countProvenByPage(2, 0, SEARCH_COUNT_CAP)).toBeNull();
    const lastBelowCap = Math.floor(SEARCH_COUNT_CAP / MEMBERS_PAGE_SIZE);
    expect(countProvenByPage(lastBelowCap, MEMBERS_PAGE_SIZE, SEARCH_COUNT_CAP)).toBeNull();
    expect(countProvenByPage(lastBelowCap + 1, MEMBERS_PAGE_SIZE, SEARCH_COUNT_CAP)).toBe(SEARCH_COUNT_CAP);
    expect(countProvenByPage(lastBelowCap + 1, 3, SEARCH_COUNT_CAP)).toBe(lastBelowCap * MEMBERS_PAGE_SIZE + 3);
    expect(countProvenByPage(lastBelowCap + 1, 20, SEARCH_COUNT_CAP)).toBe(SEARCH_COUNT_CAP);
  });
});

describe('relaxedCanFindMore', () => {
  const can = (filters: Parameters<typeof relaxedFilters>[0]) => relaxedCanFindMore(filters, relaxedFilters(filters));
  it('is false only when the relaxed filters are the same search', () => {
    expect(can({ gender: 'female', country: 'DE' })).toBe(false);
    expect(can({ min_age: 18, max_age: 99 })).toBe(false);
    expect(can({ country: 'DE', countryregion: 'DE-BE' })).toBe(true);
    expect(can({ min_age: 85, max_age: 99 })).toBe(true);
    expect(can({ min_age: 18, max_age: 30 })).toBe(true);
  });
});
