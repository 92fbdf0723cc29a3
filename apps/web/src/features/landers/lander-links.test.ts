import { describe, expect, it } from 'vitest';
import { languageOfLanderPath } from '@app/shared';
import { landerPath, memberLanderPath } from './lander-links';

describe('lander links (spec point 9)', () => {
  it('carry the niche and the language in the slug, with en written as eng', () => {
    expect(landerPath('gallery', 1, 'en')).toBe('/landers/gallery/eng');
    expect(landerPath('maplanding', 6, 'nl')).toBe('/landers/maplanding/milf-nl');
    expect(landerPath('video', 7, 'de')).toBe('/landers/video/gay-de');
    expect(landerPath('alonetonight', 3, 'sv')).toBe('/landers/alonetonight/bdsm-sv');
  });

  it('leave the slug off where the route has none', () => {
    expect(landerPath('tinderswipe', 6, 'nl')).toBe('/landers/tinderswipe');
    expect(memberLanderPath(42, 'landing', 6, 'nl')).toBe('/members/42/landing');
    expect(memberLanderPath(42, 'landing2', 6, 'nl')).toBe('/members/42/landing2/milf-nl');
    expect(memberLanderPath(42, 'landing3', 1, 'en')).toBe('/members/42/landing3/eng');
  });

  it('read the language of a lander address for the first paint', () => {
    expect(languageOfLanderPath('/landers/gallery/milf-nl')).toBe('nl');
    expect(languageOfLanderPath('/landers/gallery/eng')).toBe('en');
    expect(languageOfLanderPath('/landers/video/plain-de/')).toBe('de');
    expect(languageOfLanderPath('/members/7/landing2/gay-fr')).toBe('fr');
    expect(languageOfLanderPath('/members/7/landing3/da')).toBe('da');
  });

  it('find no language in other addresses or in slugs that name none', () => {
    expect(languageOfLanderPath('/landers/gallery')).toBeNull();
    expect(languageOfLanderPath('/landers/gallery/summer-sale')).toBeNull();
    expect(languageOfLanderPath('/landers/gallery/xx')).toBeNull();
    expect(languageOfLanderPath('/members/7/landing/nl')).toBeNull();
    expect(languageOfLanderPath('/nl')).toBeNull();
    expect(languageOfLanderPath('/members/7/chat')).toBeNull();
  });

  it('every niche and language round-trips through its slug', () => {
    for (const niche of [1, 2, 3, 4, 5, 6, 7])
      for (const language of ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const)
        expect(languageOfLanderPath(landerPath('gallery', niche, language))).toBe(language);
  });
});
