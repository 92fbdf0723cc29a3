import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminSite } from '@app/shared';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { siteSettings } from '../../../test/fixtures';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { SiteForm } from './site-form';
import { siteAdminKeys } from './site-admin.queries';
import { enterValue } from '../../../test/enter-value';

const SAVE = 'PUT /api/admin/site.php';
const COMPANIES = [...siteAdminKeys.companies, {}] as const;

function adminSite(): TAdminSite {
  const { geoip_country: _g, geoip_selected_country: _s, push_public_key: _p, ...settings } = siteSettings();
  return {
    ...settings,
    id: 7,
    is_default: false,
    domains: [],
    default_country: 'NL',
    index_title: { en: 'Test Dates' },
    description: {},
    fictional_warning: {},
    fictional_warning_singular: {},
    fictional_warning_plural: {},
    risk_review_threshold: 60,
    explicit_photos: 'review',
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
  };
}

function renderSiteForm() {
  return renderConsoleForm(<SiteForm site={adminSite()} />, [[COMPANIES, { companies: [] }]]);
}

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: sites.site.save }));

describe('the site settings form, checked with the site call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names an empty name and a number out of range in the console language, without calling', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: adminSite() }) });
    renderSiteForm();
    fill(sites.site.fields.name, '  ');
    fill(sites.site.fields.refundDays, '400');
    fill(sites.site.fields.messageCredits, '');
    save();
    await waitFor(() => expect(messageOf(sites.site.fields.name)).toBe(en.fields.required));
    expect(messageOf(sites.site.fields.refundDays)).toBe(en.fields.tooBig.replace('{{max}}', '365'));
    expect(messageOf(sites.site.fields.messageCredits)).toBe(en.fields.required);
    expect(input(sites.site.fields.name).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('sends only what changed, as the schema makes it (trimmed, an empty domain language as null)', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: { ...adminSite(), name: 'Amora', domain_language: null } }) });
    renderSiteForm();
    fill(sites.site.fields.name, ' Amora ');
    fill(sites.site.fields.domainLanguage, '');
    fill(sites.site.fields.currency, 'eur');
    expect(screen.getByText(sites.site.changes_other.replace('{{count}}', '2'))).toBeTruthy();
    save();
    await screen.findByText(sites.site.saved);
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ id: 7, name: 'Amora', domain_language: null }]);
  });

  it('saves a site whose disclosure texts miss some of its languages (their inputs start empty)', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: { ...adminSite(), name: 'Amora' } }) });
    const site = { ...adminSite(), fictional_warning: { en: 'Some profiles are fictional.' } };
    renderConsoleForm(<SiteForm site={site} />, [[COMPANIES, { companies: [] }]]);
    fill(sites.site.fields.name, 'Amora');
    save();
    await screen.findByText(sites.site.saved);
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ id: 7, name: 'Amora' }]);
  });

  it('edits the home page title and description per site language; an empty one is left to the catalogue', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: adminSite() }) });
    const site = { ...adminSite(), languages: ['en', 'de'], description: { en: 'Meet people near you' } };
    renderConsoleForm(<SiteForm site={site} />, [[COMPANIES, { companies: [] }]]);
    const [, germanTitle] = screen.getAllByLabelText(sites.site.fields.indexTitle);
    const [englishDescription] = screen.getAllByLabelText(sites.site.fields.description);
    enterValue(germanTitle!, ' Test Dates – triff Leute ');
    enterValue(englishDescription!, '');
    save();
    await screen.findByText(sites.site.saved);
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([
      { id: 7, index_title: { en: 'Test Dates', de: 'Test Dates – triff Leute' }, description: {} },
    ]);
  });

  it('tells what members experience under the chosen contact details rule, and saves the choice', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: { ...adminSite(), contact_details: 'mask' } }) });
    renderSiteForm();
    const choice = input(sites.site.fields.contactDetails);
    const hint = () => document.getElementById(`${choice.id}-hint`)?.textContent;
    expect(hint()).toBe(`${sites.site.contactPolicyHints.flag} ${sites.site.hints.contactDetails}`);
    enterValue(choice, 'mask');
    expect(hint()).toBe(`${sites.site.contactPolicyHints.mask} ${sites.site.hints.contactDetails}`);
    save();
    await screen.findByText(sites.site.saved);
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ id: 7, contact_details: 'mask' }]);
  });

  it('offers the niche policies for explicit photos, and saves the one chosen', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: { ...adminSite(), explicit_photos: 'not_main' } }) });
    renderSiteForm();
    const choice = input(sites.site.fields.explicitPhotos) as HTMLSelectElement;
    expect(choice.value).toBe('review');
    expect([...choice.options].map((option) => option.textContent)).toEqual([
      sites.site.explicitPhotoPolicies.not_main,
      sites.site.explicitPhotoPolicies.review,
    ]);
    enterValue(choice, 'not_main');
    save();
    await screen.findByText(sites.site.saved);
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ id: 7, explicit_photos: 'not_main' }]);
  });

  it('saves the scam and harassment review threshold, and refuses one outside 1-100 before sending', async () => {
    const api = fakeApi({ [SAVE]: () => ({ site: { ...adminSite(), risk_review_threshold: 45 } }) });
    renderSiteForm();
    const threshold = input(sites.site.fields.riskThreshold);
    expect((threshold as HTMLInputElement).value).toBe('60');
    enterValue(threshold, '101');
    save();
    await waitFor(() => expect(messageOf(sites.site.fields.riskThreshold)).toBeTruthy());
    expect(api.calls(SAVE)).toEqual([]);
    enterValue(threshold, '45');
    save();
    await screen.findByText(sites.site.saved);
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ id: 7, risk_review_threshold: 45 }]);
  });

  it('shows a refusal at its field, and what no input shows as the alert', async () => {
    fakeApi({
      [SAVE]: () =>
        refuse(400, 'invalid_input', 'Some fields are not valid.', {
          fields: { domain: ['Already used by another site.'], unknown_setting: ['x'] },
        }),
    });
    renderSiteForm();
    fill(sites.site.fields.domain, 'taken.example');
    save();
    await waitFor(() => expect(messageOf(sites.site.fields.domain)).toBe('Already used by another site.'));
    expect(within(screen.getByRole('alert')).getByText('Some fields are not valid.')).toBeTruthy();
  });
});
