import type { TMembersQuery } from '@app/shared';

/** The bench's searchers: members of each orientation kind (search-server.ts creates them), or a visitor. */
export const BENCH_SEARCHERS = {
  'straight man': { email: 'bench-searcher@example.com', gender: 'male', seeking: 'female', sexuality: 'hetero' },
  'gay man': { email: 'bench-gay-man@example.com', gender: 'male', seeking: 'male', sexuality: 'gay' },
  'bi woman': { email: 'bench-bi-woman@example.com', gender: 'female', seeking: 'female', sexuality: 'bi' },
} as const;
export type TBenchSearcher = keyof typeof BENCH_SEARCHERS | 'visitor';

export interface TSearchCase {
  name: string;
  as: TBenchSearcher;
  query: TMembersQuery;
  /** Nobody matches on purpose; any other case whose page comes back empty is flagged. */
  meantEmpty?: boolean;
}

/**
 * What members send, not only the filter sets with thousands of matches (issue 19): the common case first
 * (the others are held to 2x its p95), then no gender, no country, a region, rare and empty age ranges, a
 * page near the count cap (1,000 results: page 42), each orientation and nearest first. Every bench member
 * lives in Berlin (DE-BE), is 41 and searches as a member unless the searcher is "visitor".
 */
export const SEARCHES: TSearchCase[] = [
  {
    name: 'common: women in DE, 25-45',
    as: 'straight man',
    query: { gender: 'female', country: 'DE', min_age: 25, max_age: 45, page: 1 },
  },
  {
    name: 'common, page 35 (its last full page at 100k)',
    as: 'straight man',
    query: { gender: 'female', country: 'DE', min_age: 25, max_age: 45, page: 35 },
  },
  {
    name: 'NL, no gender, 18-99 (visitor)',
    as: 'visitor',
    query: { country: 'NL', min_age: 18, max_age: 99, page: 1 },
  },
  {
    name: 'NL, no gender, 18-99, page 42',
    as: 'visitor',
    query: { country: 'NL', min_age: 18, max_age: 99, page: 42 },
  },
  {
    name: 'no country: women 18-30',
    as: 'straight man',
    query: { gender: 'female', min_age: 18, max_age: 30, page: 1 },
  },
  { name: 'no country, no gender, 30-40 (visitor)', as: 'visitor', query: { min_age: 30, max_age: 40, page: 1 } },
  { name: 'no filter at all, page 42', as: 'straight man', query: { page: 42 } },
  {
    name: 'region: women in DE-BE',
    as: 'straight man',
    query: { gender: 'female', country: 'DE', countryregion: 'DE-BE', page: 1 },
  },
  {
    name: 'rare: women in DE-BE, 78-80',
    as: 'straight man',
    query: { gender: 'female', country: 'DE', countryregion: 'DE-BE', min_age: 78, max_age: 80, page: 1 },
  },
  { name: 'rare: 80 in FI (visitor)', as: 'visitor', query: { country: 'FI', min_age: 80, max_age: 80, page: 1 } },
  { name: 'empty: ages 85-99', as: 'straight man', query: { min_age: 85, max_age: 99, page: 1 }, meantEmpty: true },
  {
    name: 'empty: ages 85-99 in NL (visitor)',
    as: 'visitor',
    query: { country: 'NL', min_age: 85, max_age: 99, page: 1 },
    meantEmpty: true,
  },
  { name: 'orientation: gay man, men in DE', as: 'gay man', query: { gender: 'male', country: 'DE', page: 1 } },
  { name: 'orientation: bi woman, DE, no gender', as: 'bi woman', query: { country: 'DE', page: 1 } },
  {
    name: 'nearest first: women in DE',
    as: 'straight man',
    query: { gender: 'female', country: 'DE', sort: 'distance', page: 1 },
  },
  {
    name: 'nearest first: women in DE, page 42',
    as: 'straight man',
    query: { gender: 'female', country: 'DE', sort: 'distance', page: 42 },
  },
];
