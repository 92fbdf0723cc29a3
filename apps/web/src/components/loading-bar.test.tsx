import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isRouteSettled, LazyRoute, preloadRoute, type TLazyRoute } from '../lib/lazy-route';
import { useReportLoadFailure } from '../lib/loading-bar';
import { NavigationAfterLoad } from '../lib/navigation-after-load';
import { RouteErrorBoundary } from '../lib/route-error-boundary';
import { LoadingBar } from './loading-bar';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } }, initAsync: false });

/** A layout's error page, as the app's: it reports the failed load it stands for. */
function FailedScreen() {
  useReportLoadFailure(true);
  return <p>failed</p>;
}

/**
 * The app's arrangement: the bar above the routes, links that move once the target's chunk has arrived
 * (router.tsx's loadRoutesAt), the next screen a lazy route with its error boundary.
 */
function renderApp(next: TLazyRoute) {
  const loadRoutesAt = (pathname: string) =>
    pathname === '/next' && !isRouteSettled(next) ? preloadRoute(next).catch(() => undefined) : null;
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LoadingBar />
        <Suspense fallback={<p>nothing</p>}>
          <NavigationAfterLoad loadRoutesAt={loadRoutesAt}>
            <Routes>
              <Route path="/" element={<Link to="/next">open</Link>} />
              <Route
                path="/next"
                element={
                  <RouteErrorBoundary fallback={FailedScreen}>
                    <LazyRoute lazy={next} />
                  </RouteErrorBoundary>
                }
              />
            </Routes>
          </NavigationAfterLoad>
        </Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the loading bar', () => {
  afterEach(cleanup);

  it('shows while the next screen loads, over the previous screen, and goes when it has arrived', async () => {
    let arrive = () => {};
    const next: TLazyRoute = () =>
      new Promise((resolve) => {
        arrive = () => resolve({ Component: () => <p>next screen</p> });
      });
    renderApp(next);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => fireEvent.click(await screen.findByText('open')));

    const bar = await screen.findByRole('progressbar');
    expect(bar.className).not.toContain('failed');
    expect(screen.getByText('open')).toBeTruthy();
    expect(screen.queryByText('nothing')).toBeNull();

    await act(async () => arrive());
    await screen.findByText('next screen');
    expect(screen.queryByText('open')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('turns red when a screen fails to load', async () => {
    renderApp(() => Promise.reject(new Error('chunk gone')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => fireEvent.click(await screen.findByText('open')));
    await screen.findByText('failed');
    const bar = await screen.findByRole('progressbar');
    expect(bar.className).toContain('failed');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});
