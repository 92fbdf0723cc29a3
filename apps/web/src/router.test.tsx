import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLazyRoute } from './lib/lazy-route';
import { lazyElement } from './router';

function Layout() {
  const navigate = useNavigate();
  return (
    <>
      <header>site header</header>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <Outlet />
    </>
  );
}

describe('a lazy route element', () => {
  afterEach(cleanup);

  it('keeps its layout on screen when back leads to a screen whose chunk is still on its way', async () => {
    let arrive = () => {};
    const earlier: TLazyRoute = () =>
      new Promise((resolve) => {
        arrive = () => resolve({ Component: () => <p>earlier screen</p> });
      });
    const current: TLazyRoute = () => Promise.resolve({ Component: () => <p>current screen</p> });
    render(
      // The app's outermost boundary (main.tsx) shows nothing; it must not be the one that waits.
      <Suspense fallback={<p>blank page</p>}>
        <MemoryRouter initialEntries={['/earlier', '/current']} initialIndex={1}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="/earlier" element={lazyElement(earlier).element} />
              <Route path="/current" element={lazyElement(current).element} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Suspense>,
    );
    await screen.findByText('current screen');
    // Back and forward move at once (links wait for chunks, the browser's history does not).
    await act(async () => fireEvent.click(screen.getByText('back')));
    expect(screen.getByText('site header')).toBeTruthy();
    expect(screen.queryByText('blank page')).toBeNull();
    await act(async () => arrive());
    await screen.findByText('earlier screen');
  });
});
