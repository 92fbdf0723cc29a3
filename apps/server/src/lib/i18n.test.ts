import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('server texts', () => {
  it('write numbers the way the language groups them', () => {
    expect(translate('de', 'errors.photo_limit', { limit: 1000, premiumLimit: 2500 })).toContain('1.000');
    expect(translate('en', 'errors.photo_limit', { limit: 1000, premiumLimit: 2500 })).toContain('2,500');
  });

  it('leave a year as it is', () => {
    expect(translate('de', 'footer.copyright', { year: 2026, company: 'X' })).toContain('2026');
  });
});
