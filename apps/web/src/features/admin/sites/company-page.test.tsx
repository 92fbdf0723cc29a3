import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminCompany, TAdminStaffMe } from '@app/shared';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { CONSOLE_KEY, staffMeKey } from '../console-api';
import { renderConsoleForm } from '../render-console-form';
import { CompanyPage } from './company-page';
import { enterValue } from '../../../test/enter-value';

const SAVE = 'PUT /api/admin/company.php';
const COMPANY: TAdminCompany = {
  id: 1,
  name: 'Amora BV',
  address: 'Dam 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amora'],
  vat_numbers: [],
  support_phone: '',
  delete_discount: 20,
  added: '2030-01-01T00:00:00Z',
  sites: [],
};
const ME: TAdminStaffMe = {
  staff: { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', languages: ['en'], permissions: [] },
  second_factor: null,
};

function renderCompany() {
  renderConsoleForm(<CompanyPage />, [
    [[CONSOLE_KEY, 'companies', {}], { companies: [COMPANY] }],
    [staffMeKey, ME],
  ]);
}

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;
const fieldsOf = sites.company.fields;
const save = () => fireEvent.click(screen.getByRole('button', { name: sites.company.save }));

describe('the company form, checked with the company call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a wrong country code and an empty discount without calling', async () => {
    const api = fakeApi({ [SAVE]: () => ({ company: COMPANY }) });
    renderCompany();
    fill(fieldsOf.country, 'n');
    fill(fieldsOf.delete_discount, '');
    save();
    await waitFor(() => expect(messageOf(fieldsOf.country)).toBe(en.fields.invalid));
    expect(messageOf(fieldsOf.delete_discount)).toBe(en.fields.required);
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('sends only the changed fields, VAT numbers one a line, and shows a refusal at its input', async () => {
    const api = fakeApi({
      [SAVE]: () => refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { city: ['Unknown city.'] } }),
    });
    renderCompany();
    fill(fieldsOf.city, 'Utrecht');
    fill(fieldsOf.vat_numbers, 'nl123456789b01\n\n');
    save();
    await waitFor(() => expect(messageOf(fieldsOf.city)).toBe('Unknown city.'));
    expect(api.calls(SAVE)[0]?.body).toEqual({ id: 1, city: 'Utrecht', vat_numbers: ['NL123456789B01'] });
  });
});
