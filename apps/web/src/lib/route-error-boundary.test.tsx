import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('screen broke');
}

function ErrorShown({ error }: { error: unknown }) {
  return <p>error: {error instanceof Error ? error.message : 'unknown'}</p>;
}

/** A layout with a link home; its screens each inside a boundary (the same one across them), as in router.tsx. */
function Layout() {
  return (
    <>
      <Link to="/">home</Link>
      <Outlet />
    </>
  );
}

describe('a route error boundary', () => {
  afterEach(cleanup);

  it('shows the error of its screen inside the layout, and the next screen after a navigation', async () => {
    // React reports the error its boundary caught; here it is the point of the test.
    vi.mocked(console.error).mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="/"
              element={
                <RouteErrorBoundary fallback={ErrorShown}>
                  <p>home screen</p>
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/broken"
              element={
                <RouteErrorBoundary fallback={ErrorShown}>
                  <Broken />
                </RouteErrorBoundary>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('error: screen broke')).toBeTruthy();
    expect(screen.getByText('home')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByText('home')));
    expect(screen.getByText('home screen')).toBeTruthy();
    expect(screen.queryByText(/error:/)).toBeNull();
  });
});
