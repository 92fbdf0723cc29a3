import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { failOnConsoleOutput } from '../test/console-guard';
import { missingTextReport } from './missing-texts';

function instance(report: boolean) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'pl',
    fallbackLng: 'it',
    ns: ['common'],
    defaultNS: 'common',
    resources: { pl: { common: { nav: { login: 'Zaloguj się' } } } },
    initAsync: false,
    ...missingTextReport(report),
  });
  return i18n;
}

describe('a missing text', () => {
  it('is an error on the console naming its key, which fails a test', () => {
    const i18n = instance(true);
    expect(i18n.t('nav.login')).toBe('Zaloguj się');
    expect(i18n.t('chat.listEmptyTitle')).toBe('chat.listEmptyTitle');
    expect(i18n.t('credits.creditsCount', { count: 3 })).toBe('credits.creditsCount');
    expect(() => failOnConsoleOutput()).toThrow(
      /Missing text "common:chat.listEmptyTitle"\n.*Missing text "common:credits.creditsCount"$/,
    );
  });

  it('is not missing when asked for with its own default', () => {
    instance(true).t('paymentMethods.bitcoin', { defaultValue: 'bitcoin' });
  });

  it('shows its key without a word where reporting is off (production)', () => {
    expect(instance(false).t('chat.listEmptyTitle')).toBe('chat.listEmptyTitle');
  });
});
