// Component tests of console forms: the English catalogues of the member app and of the console's areas,
// a query client that never retries, and a memory router (forms navigate after saving).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach } from 'vitest';
import inbox from '@app/shared/locales/console/inbox/en.json';
import moderation from '@app/shared/locales/console/moderation/en.json';
import shell from '@app/shared/locales/console/shell/en.json';
import sites from '@app/shared/locales/console/sites/en.json';
import support from '@app/shared/locales/console/support/en.json';
import en from '@app/shared/locales/en.json';
import { INTERPOLATION, numberFormatter } from '../../i18n/number-formatter';
import { missingTextReport } from '../../i18n/missing-texts';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    lng: 'en',
    ns: ['common', 'console-sites', 'console-shell', 'console-support', 'console-moderation', 'console-inbox'],
    defaultNS: 'common',
    resources: {
      en: {
        common: en,
        'console-sites': sites,
        'console-shell': shell,
        'console-support': support,
        'console-moderation': moderation,
        'console-inbox': inbox,
      },
    },
    interpolation: INTERPOLATION,
    react: { useSuspense: false },
    initAsync: false,
    ...missingTextReport(true),
  });

afterEach(cleanup);

/** Renders a console form with the data its queries would load already in the cache. */
export function renderConsoleForm(form: ReactElement, cached: Array<[readonly unknown[], unknown]> = []) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="*" element={form} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
