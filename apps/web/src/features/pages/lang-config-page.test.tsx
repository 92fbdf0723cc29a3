import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmedMember } from '../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/render';
import { LangConfigPage } from './lang-config-page';

const offered = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('lang'))
    .filter(Boolean);

describe('the language list', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("offers the country's languages and English (the current language here), so nobody is stuck", async () => {
    renderScreen(<LangConfigPage />, { route: 'lang-config', user: null, settings: { geoip_country: 'FI' } });
    await screen.findAllByRole('button');
    expect(offered()).toEqual(['fi', 'sv', 'en']);
  });

  it("follows the member's country rather than the visitor's address", async () => {
    const member = { ...confirmedMember, profile: { ...confirmedMember.profile, country: 'DE' } };
    renderScreen(<LangConfigPage />, { route: 'lang-config', user: member, settings: { geoip_country: 'FI' } });
    await screen.findAllByRole('button');
    expect(offered()).toEqual(['de', 'en']);
  });
});
