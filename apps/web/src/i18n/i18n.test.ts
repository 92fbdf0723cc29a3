import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('initialLanguage', () => {
  it('takes the locale cookie first', () => {
    document.cookie = 'i18n_redirected=de; Path=/';
    expect(initialLanguage('nl-NL')).toBe('de');
  });

  it("takes the first two letters of the site's domain language without a cookie, when supported", () => {
    expect(initialLanguage('nl-NL')).toBe('nl');
    expect(initialLanguage('pt-BR')).toBe('en');
    expect(initialLanguage(null)).toBe('en');
  });

  it('ignores a cookie with an unsupported language', () => {
    document.cookie = 'i18n_redirected=xx; Path=/';
    expect(initialLanguage('fr')).toBe('fr');
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
