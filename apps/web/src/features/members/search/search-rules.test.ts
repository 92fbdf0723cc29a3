import { describe, expect, it } from 'vitest';
import { searchAllowed } from './search-rules';

describe('who may search', () => {
  const closed = { logged_out_search: 'none', logged_out_search_trafficsource: 'none' } as const;
  const forTraffic = { logged_out_search: 'none', logged_out_search_trafficsource: 'all' } as const;

  it('always lets members search', () => {
    expect(searchAllowed(closed, true, false)).toBe(true);
  });

  it('lets visitors search where the site allows it', () => {
    expect(searchAllowed({ ...closed, logged_out_search: 'all' }, false, false)).toBe(true);
    expect(searchAllowed(closed, false, true)).toBe(false);
  });

  it('lets visitors with a traffic source search where the site allows it for them', () => {
    expect(searchAllowed(forTraffic, false, true)).toBe(true);
    expect(searchAllowed(forTraffic, false, false)).toBe(false);
  });
});
