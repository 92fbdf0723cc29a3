import { describe, expect, it } from 'vitest';
import { browserLanguage, languageChoices, languageOfTag, tagsOfAcceptLanguage } from './language-choice';

describe('languageChoices', () => {
  it("lists the country's languages, then the current one and English", () => {
    expect(languageChoices('NL', 'de')).toEqual(['nl', 'de', 'en']);
    expect(languageChoices('FI', 'fi')).toEqual(['fi', 'sv', 'en']);
  });

  it('adds nothing twice', () => {
    expect(languageChoices('CH', 'fr')).toEqual(['de', 'it', 'fr', 'en']);
    expect(languageChoices('GB', 'en')).toEqual(['en']);
  });

  it('offers every language in an unknown country', () => {
    expect(languageChoices(null, 'pl')).toHaveLength(11);
  });
});

describe('tagsOfAcceptLanguage', () => {
  it('orders by q-value, then by position, and drops refusals', () => {
    expect(tagsOfAcceptLanguage('en;q=0.5, de-CH, fr;q=0.8, it;q=0, *;q=0.1')).toEqual(['de-CH', 'fr', 'en']);
  });

  it('reads nothing from an empty or missing header', () => {
    expect(tagsOfAcceptLanguage(undefined)).toEqual([]);
    expect(tagsOfAcceptLanguage('')).toEqual([]);
  });
});

describe('browserLanguage', () => {
  it('reads regional tags and the Norwegian codes', () => {
    expect(languageOfTag('de-CH')).toBe('de');
    expect(languageOfTag('no')).toBe('nb');
    expect(languageOfTag('nn-NO')).toBe('nb');
    expect(languageOfTag('pt-BR')).toBeUndefined();
  });

  it("takes the first wanted language shown in the visitor's country", () => {
    expect(browserLanguage(['en-US', 'de'], 'DE')).toBe('de');
    expect(browserLanguage(['fr-CH', 'de'], 'CH')).toBe('fr');
    expect(browserLanguage(['pt', 'es'], 'US')).toBe('es');
    expect(browserLanguage(['de'], 'NL')).toBeUndefined();
    expect(browserLanguage(['sv'], null)).toBe('sv');
  });
});
