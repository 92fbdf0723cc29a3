import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminSiteRow } from '@app/shared';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { DiscountForm } from './discount-form';
import { enterValue } from '../../../test/enter-value';

const CREATE = 'POST /api/admin/discounts.php';
const SITE: TAdminSiteRow = {
  id: 3,
  is_default: true,
  name: 'Amora',
  domain: 'amora.example',
  domains: [],
  niche: 1,
  languages: ['en'],
  countries: ['NL'],
  currency: 'EUR',
  company_id: 1,
  company_name: 'Amora BV',
};

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: sites.discounts.new.submit }));

describe(
  'the new discount code form, checked with the discount call schema',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it('names a malformed code and a too large discount without calling', async () => {
      const api = fakeApi({ [CREATE]: () => ({}) });
      renderConsoleForm(<DiscountForm sites={[SITE]} onClose={() => undefined} />);
      fill(sites.discounts.fields.code, 'a!');
      fill(sites.discounts.fields.value, '95');
      submit();
      await waitFor(() => expect(messageOf(sites.discounts.fields.code)).toBe(en.fields.invalid));
      expect(messageOf(sites.discounts.fields.value)).toBe(en.fields.tooBig.replace('{{max}}', '90'));
      expect(api.calls(CREATE)).toHaveLength(0);
    });

    it('sends the body of the call: cents, seconds, nulls for "any"', async () => {
      const api = fakeApi({ [CREATE]: () => ({ code: {} }) });
      renderConsoleForm(<DiscountForm sites={[SITE]} onClose={() => undefined} />);
      fill(sites.discounts.fields.code, ' WELCOME10 ');
      fill(sites.discounts.fields.site, '3');
      fill(sites.discounts.fields.currency, 'eur');
      fill(sites.discounts.fields.minimumOrder, '20');
      fill(sites.discounts.fields.signupWindow, '48');
      submit();
      await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
      expect(api.calls(CREATE)[0]?.body).toEqual({
        code: 'WELCOME10',
        site_id: 3,
        value_percentage: 10,
        validity: 'once_per_user',
        country: null,
        currency: 'EUR',
        minimum_order_cents: 2000,
        paymentmethods: null,
        expires_at: null,
        signup_window_seconds: 172_800,
        unpaid_only: false,
        user_id: null,
      });
    });

    it('shows a taken code at the code input', async () => {
      fakeApi({
        [CREATE]: () =>
          refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { code: ['This code exists.'] } }),
      });
      renderConsoleForm(<DiscountForm sites={[SITE]} onClose={() => undefined} />);
      fill(sites.discounts.fields.code, 'WELCOME10');
      submit();
      await waitFor(() => expect(messageOf(sites.discounts.fields.code)).toBe('This code exists.'));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  },
);
