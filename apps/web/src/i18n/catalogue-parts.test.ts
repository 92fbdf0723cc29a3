import { catalogueParts } from 'virtual:catalogue-parts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { MEMBER_GROUPS } from './member-groups';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../../packages/shared/locales/*.json', {
  eager: true,
  import: 'default',
});
const catalogueOf = (language: string) => catalogues[`../../../../packages/shared/locales/${language}.json`]!;

describe('the catalogue parts (decision 033)', () => {
  it('exist for every catalogue, and only for catalogues', () => {
    expect(Object.keys(catalogueParts).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(catalogues)).toHaveLength(LANGUAGES.length);
  });

  it('name only groups the catalogue has', () => {
    expect(MEMBER_GROUPS.filter((group) => !(group in en))).toEqual([]);
  });

  it.each([...LANGUAGES])('are together exactly the %s catalogue: no group lost, none in both', async (language) => {
    const visitor = (await catalogueParts[language]!.visitor()).default;
    const member = (await catalogueParts[language]!.member()).default;
    const catalogue = catalogueOf(language);
    expect(Object.keys(visitor).filter((group) => group in member)).toEqual([]);
    expect(Object.keys(member).sort()).toEqual([...MEMBER_GROUPS].sort());
    expect({ ...visitor, ...member }).toEqual(catalogue);
    expect(Object.keys(visitor).length + Object.keys(member).length).toBe(Object.keys(catalogue).length);
  });
});
