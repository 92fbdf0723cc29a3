import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useReportLoadFailure } from '../lib/loading-bar';
import { LoadingBar } from './loading-bar';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } }, initAsync: false });

/** A layout's error page, as the app's: it reports the failed load it stands for. */
function FailedScreen() {
  useReportLoadFailure(true);
  return <p>failed</p>;
}

describe('the loading bar', () => {
  afterEach(cleanup);

  it('turns red when a screen fails to load', async () => {
    const router = createMemoryRouter([
      {
        element: (
          <>
            <LoadingBar />
            <Outlet />
          </>
        ),
        children: [
          {
            element: <Outlet />,
            ErrorBoundary: FailedScreen,
            children: [
              { path: '/', element: <Link to="/broken">open</Link> },
              { path: '/broken', lazy: () => Promise.reject(new Error('chunk gone')) },
            ],
          },
        ],
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => fireEvent.click(await screen.findByText('open')));
    await screen.findByText('failed');
    const bar = await screen.findByRole('progressbar');
    expect(bar.className).toContain('failed');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});
