import { describe, expect, it } from 'vitest';
import type { TDiscountCode, TPackage } from '@app/shared';
import { messagesFor, orderSummary, savingsPercent } from './order-summary-rules';

const pack = (id: number, credits: number, price: number): TPackage => ({
  id,
  credits,
  price_cents: price,
  currency: 'EUR',
  style: 'p0',
  best_value: false,
  credit_price_cents: Math.round(price / credits),
});
const code = (patch: Partial<TDiscountCode> = {}): TDiscountCode => ({
  code: 'TIMEBONUS25',
  country: null,
  user_id: null,
  expires: null,
  value_percentage: 25,
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: null,
  ...patch,
});

describe('order summary', () => {
  it('shows the list price as the total without a code', () => {
    expect(orderSummary(pack(1, 20, 999), 'card', null)).toEqual({
      listCents: 999,
      discountCents: 0,
      totalCents: 999,
      percent: null,
      problem: null,
    });
  });

  it('takes the percentage off, rounded to whole cents like the server', () => {
    // 25 % of 9.99 is 2.4975: 2.50 off, 7.49 to pay.
    expect(orderSummary(pack(1, 20, 999), 'card', code())).toMatchObject({
      discountCents: 250,
      totalCents: 749,
      percent: 25,
    });
    expect(orderSummary(pack(2, 50, 1999), 'ideal', code({ value_percentage: 10 }))).toMatchObject({
      discountCents: 200,
      totalCents: 1799,
    });
  });

  it('does not apply a code below its minimum order, for another method or another currency', () => {
    const minimum = code({ value_percentage: 10, minimum_order_value: 15 });
    expect(orderSummary(pack(1, 20, 999), 'card', minimum)).toMatchObject({ problem: 'minimum', totalCents: 999 });
    expect(orderSummary(pack(2, 50, 1500), 'card', minimum)).toMatchObject({ problem: null, totalCents: 1350 });
    const cardsOnly = code({ paymentmethods: ['card', 'paypal'] });
    expect(orderSummary(pack(1, 20, 999), 'sepa_debit', cardsOnly)).toMatchObject({ problem: 'method' });
    expect(orderSummary(pack(1, 20, 999), null, cardsOnly)).toMatchObject({ problem: null, discountCents: 250 });
    expect(orderSummary(pack(1, 20, 999), 'card', code({ currency: 'GBP' }))).toMatchObject({ problem: 'currency' });
  });
});

describe('package comparisons', () => {
  const packages = [pack(1, 20, 999), pack(2, 50, 1999), pack(3, 120, 3999), pack(4, 300, 7999)];

  it('tells how much cheaper a credit is than in the dearest package', () => {
    expect(packages.map((entry) => savingsPercent(entry, packages))).toEqual([0, 20, 34, 46]);
    expect(savingsPercent(packages[0]!, [])).toBe(0);
  });

  it('counts the messages the credits pay for', () => {
    expect(messagesFor(20, 1)).toBe(20);
    expect(messagesFor(25, 2)).toBe(12);
    expect(messagesFor(20, 0)).toBe(20);
  });
});
