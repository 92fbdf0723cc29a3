import { describe, expect, it } from 'vitest';
import { otherMethods, paymentView, type TPaymentViewInput } from './payment-status-rules';

const input = (patch: Partial<TPaymentViewInput>): TPaymentViewInput => ({
  order: { status: 'pending', recurring: false },
  loadError: null,
  returned: false,
  cancelled: false,
  pollingOver: false,
  ...patch,
});

describe('payment status page', () => {
  it('is loading until the order is there, then says when it cannot be found or loaded', () => {
    expect(paymentView(input({ order: undefined }))).toBe('loading');
    expect(paymentView(input({ order: undefined, loadError: 'notFound' }))).toBe('notFound');
    expect(paymentView(input({ order: undefined, loadError: 'other' }))).toBe('loadFailed');
  });

  it('waits for a pending order: confirming after the checkout, then says it may take longer', () => {
    expect(paymentView(input({}))).toBe('pending');
    expect(paymentView(input({ returned: true }))).toBe('confirming');
    expect(paymentView(input({ returned: true, pollingOver: true }))).toBe('slow');
  });

  it('shows a cancelled checkout as cancelled before the provider has told us', () => {
    expect(paymentView(input({ cancelled: true }))).toBe('cancelled');
    expect(paymentView(input({ order: { status: 'cancelled', recurring: false } }))).toBe('cancelled');
  });

  it('maps the final statuses, with a failed one-step order apart', () => {
    expect(paymentView(input({ order: { status: 'completed', recurring: false }, returned: true }))).toBe('completed');
    expect(paymentView(input({ order: { status: 'completed', recurring: false }, cancelled: true }))).toBe('completed');
    expect(paymentView(input({ order: { status: 'refunded', recurring: false } }))).toBe('refunded');
    expect(paymentView(input({ order: { status: 'failed', recurring: false } }))).toBe('failed');
    expect(paymentView(input({ order: { status: 'failed', recurring: true } }))).toBe('recurringFailed');
  });

  it('offers the other methods of the country after a failure', () => {
    expect(otherMethods('card', ['ideal', 'card', 'paypal', 'sepa_debit'])).toEqual(['ideal', 'paypal', 'sepa_debit']);
  });
});
