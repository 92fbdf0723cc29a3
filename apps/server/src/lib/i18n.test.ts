import { describe, expect, it } from 'vitest';
import { translate, translateCount } from './i18n';

describe('server texts', () => {
  it('write numbers the way the language groups them', () => {
    expect(translate('de', 'errors.photo_limit', { limit: 1000, premiumLimit: 2500 })).toContain('1.000');
    expect(translate('en', 'errors.photo_limit', { limit: 1000, premiumLimit: 2500 })).toContain('2,500');
  });

  it('leave a year as it is', () => {
    expect(translate('de', 'footer.copyright', { year: 2026, company: 'X' })).toContain('2026');
  });

  it("count in the plural form the language uses for the number, as the web app's i18next picks it", () => {
    expect(translateCount('en', 'landers.onlineCount', 1)).toBe('1 member online now');
    expect(translateCount('en', 'landers.onlineCount', 1234)).toBe('1,234 members online now');
    expect(translateCount('pl', 'landers.onlineCount', 1)).toBe('1 osoba jest teraz online');
    expect(translateCount('pl', 'landers.onlineCount', 3)).toBe('3 osoby są teraz online');
    expect(translateCount('pl', 'landers.onlineCount', 5)).toBe('5 osób jest teraz online');
    expect(translateCount('pl', 'landers.onlineCount', 22)).toBe('22 osoby są teraz online');
    // A form the catalogue lacks (English has no "few") falls back to "other".
    expect(translateCount('en', 'landers.gallery.seeMore', 3)).toBe('See 3 more profiles');
  });
});
