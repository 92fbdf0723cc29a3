import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDiscountCode, TPackagesResponse, TPendingOrder } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { toastStore } from '../../lib/toasts';
import { fakeApi, refuse } from '../../test/fake-api';
import { confirmedMember } from '../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/render';
import { CreditsPage } from './credits-page';
import { PaymentMethodPage } from './payment-method-page';
import { PricingPage } from './pricing-page';

const member = { ...confirmedMember, paid_user: true };

const PACKAGES: TPackagesResponse = {
  currency: 'EUR',
  packages: [
    { id: 11, credits: 20, price_cents: 999, currency: 'EUR', style: 'p0', best_value: false, credit_price_cents: 50 },
    { id: 12, credits: 50, price_cents: 1999, currency: 'EUR', style: 'p1', best_value: true, credit_price_cents: 40 },
  ],
  methods: ['card', 'paypal'],
  saved_method: null,
};

function pendingOrder(fields: Partial<TPendingOrder> = {}): TPendingOrder {
  return {
    id: 'order-public-0001',
    status: 'pending',
    credits: 50,
    currency: 'EUR',
    list_price_cents: 1999,
    discount_cents: 500,
    discount_code: 'TIMEBONUS25',
    amount_cents: 1499,
    method: 'card',
    package_id: 12,
    recurring: false,
    failure_reason: null,
    created_at: '2026-11-27T10:00:00.000Z',
    completed_at: null,
    refunded_at: null,
    checkout_url: 'http://localhost/sandbox/checkout/sbx_cs_abcdefghijkl',
    ...fields,
  };
}

const retentionCode: TDiscountCode = {
  code: 'STAY-ABCD2345',
  country: null,
  user_id: 1,
  expires: '2026-12-04T10:00:00.000Z',
  value_percentage: 50,
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once',
  expired: false,
  paymentmethods: null,
};

describe('open checkouts on the credits screens', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows a checkout the member left with "continue payment" and "cancel", which gives it up', async () => {
    let open = [pendingOrder()];
    const api = fakeApi({
      'GET /api/packages.php': () => PACKAGES,
      'GET /api/pending-orders.php': () => ({ orders: open }),
      'POST /api/payment-cancel.php': () => {
        open = [];
        return { order: { ...pendingOrder(), status: 'cancelled' } };
      },
    });
    renderScreen(<CreditsPage />, { route: 'credits', user: member });

    const panel = await screen.findByTestId('pending-orders');
    expect(within(panel).getByText('50 credits for €14.99')).toBeTruthy();
    expect(within(panel).getByText(/TIMEBONUS25 is only used once you pay/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: en.payments.open.continue }).getAttribute('href')).toBe(
      pendingOrder().checkout_url,
    );
    fireEvent.click(within(panel).getByRole('button', { name: en.payments.open.cancel }));
    await waitFor(() => expect(screen.queryByTestId('pending-orders')).toBeNull());
    expect(api.calls('POST /api/payment-cancel.php').map((call) => call.body)).toEqual([{ id: pendingOrder().id }]);
    expect(toastStore.get().map((toast) => toast.message)).toContain(en.payments.open.cancelled);
  });

  it('shows nothing when no checkout is open, also on the payment screen', async () => {
    fakeApi({
      'GET /api/packages.php': () => PACKAGES,
      'GET /api/pending-orders.php': () => ({ orders: [] }),
    });
    renderScreen(<PaymentMethodPage />, { route: 'credits-id-paymentmethod', url: '/credits/12', user: member });
    expect(await screen.findByRole('button', { name: en.payments.pay })).toBeTruthy();
    expect(screen.queryByTestId('pending-orders')).toBeNull();
  });
});

describe('the retention offer’s code', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('is shown on the credits screen and carried by every package to checkout', async () => {
    fakeApi({
      'GET /api/packages.php': () => PACKAGES,
      'GET /api/pending-orders.php': () => ({ orders: [] }),
      'GET /api/discountcode.php': (request) =>
        request.query.get('code') === retentionCode.code ? { discountcode: retentionCode } : refuse(404, 'x', 'x'),
    });
    renderScreen(<CreditsPage />, { route: 'credits', url: `/credits?code=${retentionCode.code}`, user: member });
    const offer = await screen.findByTestId('personal-offer');
    expect(within(offer).getByText('Your personal offer: 50% off')).toBeTruthy();
    expect(within(offer).getByText(/STAY-ABCD2345 is filled in when you choose a package/)).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: en.credits.choose });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/credits/11?code=${retentionCode.code}`,
      `/credits/12?code=${retentionCode.code}`,
    ]);
  });

  it('is filled in at checkout, and stays when the method is chosen', async () => {
    fakeApi({
      'GET /api/packages.php': () => PACKAGES,
      'GET /api/pending-orders.php': () => ({ orders: [] }),
      'GET /api/discountcode.php': () => ({ discountcode: retentionCode }),
    });
    renderScreen(<PaymentMethodPage />, {
      route: 'credits-id-paymentmethod',
      url: `/credits/12?code=${retentionCode.code}`,
      user: member,
    });
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: en.payments.discountLabel });
    expect(field.value).toBe(retentionCode.code);
    fireEvent.click(await screen.findByRole('radio', { name: /PayPal/ }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: en.payments.discountLabel }).value).toBe(
      retentionCode.code,
    );
  });
});

describe('the pricing page', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('explains that a message costs at least the minimum of the recipient’s country', async () => {
    fakeApi({ 'GET /api/packages.php': () => PACKAGES });
    renderScreen(<PricingPage />, {
      route: 'pricing',
      user: null,
      settings: { message_credits: 1, minimum_message_costs: { GB: { costs: 2, currency: 'GBP' } } },
    });
    const minimums = await screen.findByTestId('message-minimums');
    expect(within(minimums).getByText(en.credits.minimums.text)).toBeTruthy();
    expect(within(minimums).getByText('United Kingdom: at least 2 credits per message')).toBeTruthy();
  });
});
