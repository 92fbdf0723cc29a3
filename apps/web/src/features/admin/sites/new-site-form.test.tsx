import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminCompany } from '@app/shared';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { CONSOLE_KEY } from '../console-api';
import { renderConsoleForm } from '../render-console-form';
import { NewSiteForm } from './new-site-form';
import { enterValue } from '../../../test/enter-value';

const CREATE = 'POST /api/admin/site.php';
const COMPANY = { id: 4, name: 'Amora BV' } as TAdminCompany;

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;

describe('the new site form, checked with the site call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a missing name and a wrong domain, then sends the site of the first company', async () => {
    const api = fakeApi({ [CREATE]: () => ({ site: { id: 12 } }) });
    renderConsoleForm(<NewSiteForm onClose={() => undefined} />, [
      [[CONSOLE_KEY, 'companies', {}], { companies: [COMPANY] }],
    ]);
    fill(sites.site.fields.domain, 'not a domain');
    fireEvent.click(screen.getByRole('button', { name: sites.sites.new.submit }));
    await waitFor(() => expect(messageOf(sites.site.fields.name)).toBe(en.fields.required));
    expect(messageOf(sites.site.fields.domain)).toBe(en.fields.invalid);
    expect(api.calls(CREATE)).toHaveLength(0);

    fill(sites.site.fields.name, 'Amora');
    fill(sites.site.fields.domain, 'WWW.Amora.example');
    fireEvent.click(screen.getByRole('button', { name: sites.sites.new.submit }));
    await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
    expect(api.calls(CREATE)[0]?.body).toEqual({
      name: 'Amora',
      domain: 'amora.example',
      company_id: 4,
      languages: ['en'],
      countries: ['NL'],
      default_country: 'NL',
      currency: 'EUR',
    });
  });
});
