import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationAfterLoad, useLocationAfterLoad, type TLoadRoutesAt } from './navigation-after-load';

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

/** `/slow` has a chunk on its way until `arrive()`; `/fast` has nothing left to load. */
function renderApp() {
  let arrive = () => {};
  const slow = new Promise<void>((resolve) => (arrive = resolve));
  const loadRoutesAt: TLoadRoutesAt = (pathname) => (pathname === '/slow' ? slow : null);
  render(
    <MemoryRouter>
      <NavigationAfterLoad loadRoutesAt={loadRoutesAt}>
        <Address />
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/slow">slow</Link>
                <Link to="/fast">fast</Link>
              </>
            }
          />
          <Route path="/slow" element={<p>slow screen</p>} />
          <Route path="/fast" element={<p>fast screen</p>} />
        </Routes>
      </NavigationAfterLoad>
    </MemoryRouter>,
  );
  return { arrive: () => act(async () => arrive()) };
}

const address = () => screen.getByTestId('address').textContent;

describe('a navigation', () => {
  afterEach(cleanup);

  it('changes the address and the screen together, once the target has loaded', async () => {
    const { arrive } = renderApp();
    await act(async () => fireEvent.click(screen.getByText('slow')));
    expect(address()).toBe('/');
    expect(screen.getByText('fast')).toBeTruthy();

    await arrive();
    expect(address()).toBe('/slow');
    expect(screen.getByText('slow screen')).toBeTruthy();
  });

  it('goes at once where nothing is left to load', async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByText('fast')));
    expect(address()).toBe('/fast');
    expect(screen.getByText('fast screen')).toBeTruthy();
  });

  it('gives way to a later navigation while it loads', async () => {
    const { arrive } = renderApp();
    await act(async () => fireEvent.click(screen.getByText('slow')));
    await act(async () => fireEvent.click(screen.getByText('fast')));
    expect(address()).toBe('/fast');

    await arrive();
    expect(address()).toBe('/fast');
    expect(screen.getByText('fast screen')).toBeTruthy();
  });
});

/** The app's routes drawing: AppRoutes in router.tsx, with `/earlier` still loading until `arrive()`. */
function HistoryApp({ loadRoutesAt }: { loadRoutesAt: TLoadRoutesAt }) {
  const navigate = useNavigate();
  const element = useRoutes(
    [
      { path: '/earlier', element: <p>earlier screen</p> },
      { path: '/current', element: <p>current screen</p> },
    ],
    useLocationAfterLoad(loadRoutesAt),
  );
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      {element}
    </>
  );
}

describe('back and forward', () => {
  afterEach(cleanup);

  it('keep the previous screen, alone, until the chunks of the screen they reach have arrived', async () => {
    let loaded = false;
    let arrive = () => {};
    const earlier = new Promise<void>((resolve) => (arrive = resolve)).then(() => {
      loaded = true;
    });
    const loadRoutesAt: TLoadRoutesAt = (pathname) => (pathname === '/earlier' && !loaded ? earlier : null);
    render(
      <MemoryRouter initialEntries={['/earlier', '/current']} initialIndex={1}>
        <HistoryApp loadRoutesAt={loadRoutesAt} />
      </MemoryRouter>,
    );
    expect(screen.getByText('current screen')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('back')));
    expect(screen.getByText('current screen')).toBeTruthy();
    expect(screen.queryByText('earlier screen')).toBeNull();
    await act(async () => arrive());
    await screen.findByText('earlier screen');
    expect(screen.queryByText('current screen')).toBeNull();
  });
});
