import { describe, expect, it } from 'vitest';
import { landerSlug, languageOfSlug } from './landers';

describe('lander slugs', () => {
  it('prefix the locale by niche, with en written as eng', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((niche) => landerSlug(niche, 'en'))).toEqual([
      'eng',
      'she-eng',
      'bdsm-eng',
      'bbw-eng',
      'gilf-eng',
      'milf-eng',
      'gay-eng',
    ]);
    expect(landerSlug(6, 'nl')).toBe('milf-nl');
    expect(landerSlug(1, 'de')).toBe('de');
  });

  it('set the language when they carry one', () => {
    expect(languageOfSlug('milf-nl')).toBe('nl');
    expect(languageOfSlug('gay-eng')).toBe('en');
    expect(languageOfSlug('eng')).toBe('en');
    expect(languageOfSlug('plain-de')).toBe('de');
    expect(languageOfSlug('she-xx')).toBeNull();
    expect(languageOfSlug('en')).toBe('en');
    expect(languageOfSlug(undefined)).toBeNull();
    expect(languageOfSlug('milf')).toBeNull();
  });
});
