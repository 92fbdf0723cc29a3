import de from '@app/shared/locales/de.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERPOLATION, numberFormatter } from './number-formatter';

describe('numbers in translations', () => {
  const i18n = i18next.createInstance();
  void i18n.use(numberFormatter).init({
    lng: 'de',
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: INTERPOLATION,
    resources: { de: { common: de } },
  });

  it('groups counts the language way and still picks the plural by the count', () => {
    expect(i18n.t('nav.newLikes', { count: 1 })).toBe('1 neues Like');
    expect(i18n.t('nav.newLikes', { count: 12500 })).toBe('12.500 neue Likes');
  });

  it('leaves a year alone', () => {
    expect(i18n.t('footer.copyright', { year: 2026, company: 'Example GmbH' })).toMatch(/^© 2026 Example GmbH/);
  });
});
