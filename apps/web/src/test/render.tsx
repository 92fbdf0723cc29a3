// One way to render a screen in a component test: the English catalogue, a query client that never
// retries, and a memory router whose route gives the screen its handle (alert rules and layouts read its name).
import { useEffect, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { afterEach } from 'vitest';
import type { TSettings, TUser } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { queryKeys } from '../lib/query-keys';
import { RouteHandleContext } from '../lib/use-route-handle';
import type { RouteHandle } from '../router';
import { ROUTE_PATHS, type TRouteName } from '../routes';
import { siteSettings } from './fixtures';
import { INTERPOLATION, numberFormatter } from '../i18n/number-formatter';
import { missingTextReport } from '../i18n/missing-texts';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en } },
    interpolation: INTERPOLATION,
    react: { useSuspense: false },
    initAsync: false,
    ...missingTextReport(true),
  });

afterEach(cleanup);

/**
 * A screen test renders a whole feature in jsdom, which takes a second or two when the machine is shared:
 * their describe blocks allow this long instead of Vitest's 5 s.
 */
export const SCREEN_TEST_TIMEOUT_MS = 20_000;

/** Where a navigation away from the screen under test ended: the test reads it from the page. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** Tells the test where the router is after each navigation. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

interface RenderOptions {
  /** The route the screen is mounted on; its name is the route handle's. */
  route: TRouteName;
  /** The address the test starts at; the route's own path when it has no parameters. */
  url?: string;
  settings?: Partial<TSettings>;
  /** The logged-in member, or null for a visitor. */
  user: TUser | null;
}

/** Renders `screen` on its route with settings and member already loaded, as the app has them at start. */
export function renderScreen(screen: ReactElement, options: RenderOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(queryKeys.settings, siteSettings(options.settings));
  queryClient.setQueryData(queryKeys.user, options.user);
  const handle: RouteHandle = { name: options.route, layout: 'default' };
  let location: Location | undefined;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.url ?? ROUTE_PATHS[options.route]]}>
          <LocationProbe
            onChange={(next) => {
              location = next;
            }}
          />
          <Routes>
            <Route
              path={ROUTE_PATHS[options.route]}
              element={<RouteHandleContext.Provider value={handle}>{screen}</RouteHandleContext.Provider>}
            />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  /** The address the router is at now (the screen may have changed its query or left). */
  const currentLocation = () => location!;
  return { ...view, queryClient, currentLocation };
}
