import type { TMembersQuery } from '@app/shared';

/** Filter sets members use most: the bench measures each at page 1 and page 50. */
export const SEARCHES: Array<{ name: string; query: Omit<TMembersQuery, 'page'> }> = [
  { name: 'women in DE, 25-45', query: { gender: 'female', country: 'DE', min_age: 25, max_age: 45 } },
  { name: 'men in NL', query: { gender: 'male', country: 'NL' } },
  { name: 'women in DE-BE region', query: { gender: 'female', country: 'DE', countryregion: 'DE-BE' } },
  { name: 'everyone, 18-30', query: { min_age: 18, max_age: 30 } },
];
