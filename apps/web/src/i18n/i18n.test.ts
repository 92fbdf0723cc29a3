import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

const site = (domain_language: string | null, geoip_country: string | null = null) => ({
  domain_language,
  geoip_country,
});

describe('initialLanguage', () => {
  it('takes the locale cookie first', () => {
    document.cookie = 'i18n_redirected=de; Path=/';
    expect(initialLanguage(site('nl-NL'), ['fr'])).toBe('de');
  });

  it("takes the browser's first language we speak that is shown in the visitor's country", () => {
    expect(initialLanguage(site('nl-NL'), ['pt-BR', 'de-CH', 'fr'])).toBe('de');
    expect(initialLanguage(site(null, 'CH'), ['es', 'fr-CH'])).toBe('fr');
    expect(initialLanguage(site(null, 'NO'), ['no'])).toBe('nb');
    // English is not shown in the Netherlands: the site's language, not the browser's.
    expect(initialLanguage(site('nl-NL', 'NL'), ['en-US', 'en'])).toBe('nl');
  });

  it("takes the first two letters of the site's domain language without a cookie or a browser match", () => {
    expect(initialLanguage(site('nl-NL'), [])).toBe('nl');
    expect(initialLanguage(site('pt-BR'), ['pt'])).toBe('en');
    expect(initialLanguage(null, [])).toBe('en');
  });

  it('ignores a cookie with an unsupported language', () => {
    document.cookie = 'i18n_redirected=xx; Path=/';
    expect(initialLanguage(site('fr'), [])).toBe('fr');
  });
});

describe('the fallback language', () => {
  it('is not downloaded while another language is shown, and is complete once chosen', async () => {
    const { startI18n, switchLanguage } = await import('./i18n');
    const i18next = (await import('i18next')).default;
    await startI18n('en');
    expect(i18next.t('nav.login')).toBe('Log in');
    expect(Object.keys(i18next.getResourceBundle('it', 'common') ?? {})).toEqual([]);
    await switchLanguage('it');
    expect(Object.keys(i18next.getResourceBundle('it', 'common')).length).toBeGreaterThan(10);
    expect(i18next.t('nav.login')).not.toBe('Log in');
  });
});
