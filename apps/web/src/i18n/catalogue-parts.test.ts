import { catalogueParts } from 'virtual:catalogue-parts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { joinCatalogueParts } from './join-catalogue-parts';
import { MEMBER_ERROR_CODES, MEMBER_GROUPS } from './member-groups';

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

  it.each([...LANGUAGES])('are together exactly the %s catalogue: no text lost, none in both', async (language) => {
    const visitor = (await catalogueParts[language]!.visitor()).default;
    const member = (await catalogueParts[language]!.member()).default;
    const catalogue = catalogueOf(language);
    // Only the error texts are cut inside their group: the member's own errors travel with the member part.
    expect(Object.keys(visitor).filter((group) => group in member)).toEqual(['errors']);
    expect(Object.keys(member).sort()).toEqual([...MEMBER_GROUPS, 'errors'].sort());
    expect(Object.keys(member.errors as object).sort()).toEqual([...MEMBER_ERROR_CODES].sort());
    expect(Object.keys(visitor.errors as object).filter((code) => code in (member.errors as object))).toEqual([]);
    expect(joinCatalogueParts(visitor, member)).toEqual(catalogue);
    expect(Object.keys(visitor).length + Object.keys(member).length).toBe(Object.keys(catalogue).length + 1);
  });
});
