import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { fakeApi } from '../test/fake-api';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../test/render';
import { TopNav } from './top-nav';

const closed = { logged_out_search: 'none', logged_out_search_trafficsource: 'none' } as const;

describe("the visitor's Search link", { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  afterEach(() => localStorage.clear());

  it('is not offered where the site does not allow logged-out search', async () => {
    fakeApi({});
    renderScreen(<TopNav />, { route: 'index', user: null, settings: closed });
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: en.nav.search })).toBeNull();
  });

  it('is offered where it is allowed', async () => {
    fakeApi({});
    renderScreen(<TopNav />, { route: 'index', user: null, settings: { logged_out_search: 'all' } });
    expect(await screen.findByRole('link', { name: en.nav.search })).toBeTruthy();
  });
});
