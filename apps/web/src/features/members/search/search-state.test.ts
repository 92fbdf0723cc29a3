import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, lastSearch, paramsFromFilters, rememberSearch } from './search-state';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('search filters in the address', () => {
  it('reads every filter the search knows', () => {
    const params = new URLSearchParams(
      'gender=female&country=nl&countryregion=NL-UT&min_age=25&max_age=40&sort=distance&page=3',
    );
    expect(filtersFromParams(params, 18)).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 'NL-UT',
      min_age: 25,
      max_age: 40,
      sort: 'distance',
      page: 3,
    });
  });

  it('drops values the server would refuse and swaps a reversed age range', () => {
    const params = new URLSearchParams('gender=robot&country=Netherlands&min_age=60&max_age=30&page=-2');
    expect(filtersFromParams(params, 18)).toEqual({ min_age: 30, max_age: 60, page: 1 });
    // The default order is not written down; an unknown one is dropped.
    expect(filtersFromParams(new URLSearchParams('sort=recent'), 18)).toEqual({ page: 1 });
    expect(filtersFromParams(new URLSearchParams('sort=random'), 18)).toEqual({ page: 1 });
    expect(filtersFromParams(new URLSearchParams('min_age=17&max_age=120'), 18)).toEqual({ page: 1 });
    expect(filtersFromParams(new URLSearchParams('min_age=19'), 21)).toEqual({ page: 1 });
  });

  it('keeps a region only together with its country', () => {
    expect(filtersFromParams(new URLSearchParams('countryregion=NL-UT'), 18)).toEqual({ page: 1 });
  });

  it('writes short links: no first page, no empty filters', () => {
    expect(paramsFromFilters({ page: 1 }).toString()).toBe('');
    expect(paramsFromFilters({ gender: 'male', max_age: 35, page: 2 }).toString()).toBe(
      'gender=male&max_age=35&page=2',
    );
    expect(hasFilters(new URLSearchParams('utm=1'))).toBe(false);
    expect(hasFilters(new URLSearchParams('page=2'))).toBe(true);
  });
});

describe('the last search', () => {
  it('comes back as it was left', () => {
    const storage = memoryStorage();
    expect(lastSearch(18, storage)).toBeNull();
    rememberSearch({ gender: 'female', country: 'DE', min_age: 30, page: 4 }, storage);
    expect(lastSearch(18, storage)).toEqual({ gender: 'female', country: 'DE', min_age: 30, page: 4 });
  });
});
