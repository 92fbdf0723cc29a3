import { describe, expect, it } from 'vitest';
import { paymentErrorField, selectedMethod } from './payment-errors';

describe('payment screen errors', () => {
  it('puts discount errors at the code, method errors at the methods, the rest above Pay', () => {
    for (const code of ['discount_not_found', 'discount_used', 'discount_expired', 'discount_minimum_order'])
      expect(paymentErrorField(code)).toBe('discount');
    expect(paymentErrorField('discount_method')).toBe('discount');
    expect(paymentErrorField('method_not_available')).toBe('method');
    expect(paymentErrorField('invalid_input', { method: ['direct debit goes elsewhere'] })).toBe('method');
    expect(paymentErrorField('invalid_input', { discount_code: ['too long'] })).toBe('discount');
    expect(paymentErrorField('rate_limited')).toBe('general');
    expect(paymentErrorField('internal_error')).toBe('general');
  });
});

describe('selected payment method', () => {
  it("takes the address's method when the country offers it, else the first", () => {
    expect(selectedMethod('paypal', ['ideal', 'card', 'paypal'])).toBe('paypal');
    expect(selectedMethod('blik', ['ideal', 'card', 'paypal'])).toBe('ideal');
    expect(selectedMethod('nonsense', ['card'])).toBe('card');
    expect(selectedMethod(undefined, ['card'])).toBe('card');
    expect(selectedMethod('card', [])).toBeNull();
  });
});
