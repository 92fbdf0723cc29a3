import { GENDERS, LOCAL_STORAGE_KEYS, MAX_AGE, type TGender, type TMembersQuery } from '@app/shared';

/** The filters a search screen keeps (spec point 3 "Search state"); the page travels with them. */
export type TSearchFilters = Omit<TMembersQuery, 'trafficsource'>;

const STORAGE_KEY = LOCAL_STORAGE_KEYS.lastSearch;
const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'verified', 'sort', 'page'] as const;

function ageOrUndefined(value: string | null, minAge: number): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const age = Number(value);
  return age >= minAge && age <= MAX_AGE ? age : undefined;
}

/** Reads filters from a query string, dropping anything the server would refuse. */
export function filtersFromParams(params: URLSearchParams, minAge: number): TSearchFilters {
  const gender = params.get('gender');
  const country = params.get('country')?.toUpperCase();
  const region = params.get('countryregion');
  const page = Number(params.get('page'));
  // Most recently active first is the default, so only the other order travels in the address.
  const sort = params.get('sort') === 'distance' ? 'distance' : undefined;
  let minimum = ageOrUndefined(params.get('min_age'), minAge);
  let maximum = ageOrUndefined(params.get('max_age'), minAge);
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) [minimum, maximum] = [maximum, minimum];
  return {
    ...((GENDERS as readonly string[]).includes(gender ?? '') && { gender: gender as TSearchFilters['gender'] }),
    ...(country && /^[A-Z]{2}$/.test(country) && { country: country as TSearchFilters['country'] }),
    ...(country && region && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(region) && { countryregion: region }),
    ...(minimum !== undefined && { min_age: minimum }),
    ...(maximum !== undefined && { max_age: maximum }),
    ...(params.get('verified') === '1' && { verified: '1' as const }),
    ...(sort && { sort }),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query string of a search; the first page and empty filters are left out to keep links short. */
export function paramsFromFilters(filters: TSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => params.has(key));
}

/**
 * The search to bring back when the screen is opened without filters: the last one, else whom the member
 * seeks; null when the address has filters or there is none to bring back (a reset search has none).
 */
export function arrivalSearch(params: URLSearchParams, minAge: number, seeking: TGender | null): TSearchFilters | null {
  if (hasFilters(params)) return null;
  const restored = lastSearch(minAge) ?? (seeking ? { gender: seeking, page: 1 } : null);
  return restored && hasFilters(paramsFromFilters(restored)) ? restored : null;
}

/** The member's last search, so coming back to /members shows what they left. */
export function rememberSearch(filters: TSearchFilters, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, paramsFromFilters(filters).toString());
  } catch {
    // Without storage the search simply starts fresh next time.
  }
}

export function lastSearch(minAge: number, storage: Storage = localStorage): TSearchFilters | null {
  try {
    const stored = storage.getItem(STORAGE_KEY);
    return stored === null ? null : filtersFromParams(new URLSearchParams(stored), minAge);
  } catch {
    return null;
  }
}

export function forgetSearch(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
