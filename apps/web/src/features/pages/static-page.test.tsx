import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyInfo } from '@app/shared';
import en from '@app/shared/locales/en.json';
import pagesEn from '@app/shared/locales/pages/en.json';
import { queryKeys } from '../../lib/query-keys';
import { siteSettings } from '../../test/fixtures';
import { StaticPage } from './static-page';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'pages'],
    defaultNS: 'common',
    resources: { en: { common: en, pages: pagesEn } },
    interpolation: { escapeValue: false },
  }),
);
afterEach(cleanup);

const company: TCompanyInfo = {
  name: 'Amora Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: ['NL0001'],
  support_phone: '',
  delete_discount: 50,
  added: '2024-01-01T00:00:00.000Z',
};

function headingLevels(page: Parameters<typeof StaticPage>[0]['page'], usFooter = false): number[] {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.settings, siteSettings({ us_footer: usFooter }));
  queryClient.setQueryData(queryKeys.company, company);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <StaticPage page={page} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

describe('the legal pages’ headings', () => {
  const pages = ['terms', 'privacy', 'cookies', 'ban', 'returnPolicy', 'faq', 'service'] as const;
  it.each(pages)('%s: one h1 first, then no level skipped', (page) => {
    for (const levels of [headingLevels(page), headingLevels(page, true)]) {
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index] ?? 1) + 1));
      cleanup();
    }
  });
});
