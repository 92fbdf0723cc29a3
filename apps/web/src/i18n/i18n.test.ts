import { afterEach, describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import it_ from '@app/shared/locales/it.json';
import pl from '@app/shared/locales/pl.json';
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

// One i18next for the file, as in the app: these tests follow one tab from its start.
describe('the fallback language and the member texts', () => {
  it('starts with the visitor part only, and without the fallback language', async () => {
    const { startI18n } = await import('./i18n');
    const i18next = (await import('i18next')).default;
    await startI18n('en');
    expect(i18next.t('nav.login')).toBe('Log in');
    expect(i18next.exists('chat.listEmptyTitle')).toBe(false);
    expect(Object.keys(i18next.getResourceBundle('it', 'common') ?? {})).toEqual([]);
  });

  it('adds the member part of the language shown, once, and leaves the fallback language alone', async () => {
    const { loadMemberTexts } = await import('./i18n');
    const i18next = (await import('i18next')).default;
    await Promise.all([loadMemberTexts(), loadMemberTexts()]);
    expect(i18next.t('chat.listEmptyTitle')).toBe(en.chat.listEmptyTitle);
    expect(i18next.t('nav.login')).toBe('Log in');
    expect(Object.keys(i18next.getResourceBundle('it', 'common') ?? {})).toEqual([]);
  });

  it('gives a language switched to later both parts, the fallback language too once chosen', async () => {
    const { switchLanguage } = await import('./i18n');
    const i18next = (await import('i18next')).default;
    await switchLanguage('pl');
    expect(i18next.t('chat.listEmptyTitle')).toBe(pl.chat.listEmptyTitle);
    expect(i18next.t('nav.login')).toBe(pl.nav.login);
    await switchLanguage('it');
    expect(Object.keys(i18next.getResourceBundle('it', 'common')).length).toBeGreaterThan(10);
    expect(i18next.t('nav.login')).not.toBe('Log in');
    expect(i18next.t('chat.listEmptyTitle')).toBe(it_.chat.listEmptyTitle);
  });
});
