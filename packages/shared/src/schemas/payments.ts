import { z } from 'zod';
import { PACKAGE_STYLES } from '../constants';
import type { TCountry } from '../locales';
import { ZRowId } from './ids';
import { ZCompanyInfo } from './settings';
import { PAYMENT_METHODS } from '../constants';

export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The currency members of a country pay in. */
export const COUNTRY_CURRENCIES: Record<TCountry, string> = {
  US: 'USD',
  NL: 'EUR',
  BE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
  CA: 'CAD',
  PL: 'PLN',
  CH: 'CHF',
  DK: 'DKK',
  FI: 'EUR',
  NO: 'NOK',
  SE: 'SEK',
};

/** Payment methods per country, the local favourite first (sepa_debit is the direct debit with an SMS code). */
export const COUNTRY_PAYMENT_METHODS: Record<TCountry, readonly TPaymentMethod[]> = {
  US: ['card', 'paypal'],
  NL: ['ideal', 'card', 'paypal', 'sepa_debit'],
  BE: ['bancontact', 'card', 'paypal', 'sepa_debit'],
  FR: ['card', 'paypal'],
  IT: ['card', 'paypal'],
  ES: ['card', 'paypal'],
  DE: ['card', 'paypal', 'sepa_debit'],
  AT: ['card', 'paypal', 'sepa_debit'],
  IE: ['card', 'paypal'],
  GB: ['card', 'paypal'],
  AU: ['card', 'paypal'],
  NZ: ['card', 'paypal'],
  CA: ['card', 'paypal'],
  PL: ['blik', 'card', 'paypal'],
  CH: ['twint', 'card', 'paypal'],
  DK: ['card', 'paypal'],
  FI: ['card', 'paypal'],
  NO: ['card', 'paypal'],
  SE: ['card', 'paypal'],
};

const publicId = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/);

export const ZPackage = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string().length(3),
  style: z.enum(PACKAGE_STYLES),
  best_value: z.boolean(),
  /** What one credit costs in this package, in cents (rounded). */
  credit_price_cents: z.number().int(),
});
export type TPackage = z.infer<typeof ZPackage>;
export const ZPackagesResponse = z.object({
  currency: z.string().length(3),
  packages: z.array(ZPackage),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** The member's saved method for one-step repeat orders, if any. */
  saved_method: z.object({ method: z.enum(PAYMENT_METHODS), label: z.string() }).nullable(),
});
export type TPackagesResponse = z.infer<typeof ZPackagesResponse>;

/** The discount code entity of spec point 3; money in major units of `currency` (or the order's). */
export const ZDiscountCode = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_value: z.number(),
  status: z.enum(['active', 'disabled']),
  validity: z.enum(['once', 'once_per_user', 'unlimited']),
  expired: z.boolean(),
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;
export const ZDiscountQuery = z.object({
  code: z.string().trim().min(1).max(40).optional(),
  welcome: z.literal('true').optional(),
});
export const ZDiscountResponse = z.object({ discountcode: ZDiscountCode });

export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ZOrder = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  credits: z.number().int(),
  currency: z.string().length(3),
  list_price_cents: z.number().int(),
  discount_cents: z.number().int(),
  discount_code: z.string().nullable(),
  amount_cents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  package_id: z.number().int(),
  recurring: z.boolean(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** POST /api/payment.php: an order for a package, paid with a method, maybe with a discount code. */
export const ZCreatePaymentBody = z.object({
  package: ZRowId,
  method: z.enum(PAYMENT_METHODS),
  discount_code: z.string().trim().min(1).max(40).optional(),
  /** Remember the method for one-step repeat orders. */
  save_method: z.boolean().default(false),
});
export const ZCreatePaymentResponse = z.object({
  order: ZOrder,
  /** Where the buyer pays (the provider's hosted checkout); null when nothing is left to do there. */
  checkout_url: z.string().nullable(),
});
export const ZPaymentQuery = z.object({ id: publicId });
export const ZPaymentResponse = z.object({ order: ZOrder });

/**
 * GET /api/pending-orders.php: the member's checkouts that are still open (not paid, not given up), newest
 * first, each with the provider's address where the payment can be continued.
 */
export const ZPendingOrder = ZOrder.extend({ checkout_url: z.string() });
export type TPendingOrder = z.infer<typeof ZPendingOrder>;
export const ZPendingOrdersResponse = z.object({ orders: z.array(ZPendingOrder) });
/** POST /api/payment-cancel.php: give up one of your own open checkouts (again answers the same). */
export const ZCancelPaymentBody = z.object({ id: publicId });

export const ZReceipt = z.object({
  number: z.string(),
  date: z.string(),
  company: ZCompanyInfo,
  site_name: z.string(),
});
export const ZTransactionsQuery = z.object({ id: publicId.optional() });
export const ZTransactionsResponse = z.object({
  transactions: z.array(ZOrder.extend({ receipt: ZReceipt.nullable() })),
  refund_days: z.number().int(),
});
export type TTransaction = z.infer<typeof ZTransactionsResponse>['transactions'][number];

/** /directdebit (spec point 5): a SEPA mandate confirmed by a code sent to the member's phone. */
export const ZDirectDebitBody = z.object({
  package: ZRowId,
  account_holder: z.string().trim().min(2).max(70),
  iban: z.string().trim().min(15).max(42),
  street: z.string().trim().min(2).max(70),
  house_number: z.string().trim().min(1).max(10),
  zip: z.string().trim().min(3).max(10),
  city: z.string().trim().min(2).max(50),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/, 'phone'),
  consent: z.literal(true),
  discount_code: z.string().trim().min(1).max(40).optional(),
});
export const ZDirectDebitResponse = z.object({ mandate: z.object({ id: z.string(), phone_hint: z.string() }) });
export const ZDirectDebitConfirmBody = z.object({
  mandate: publicId,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code'),
});
export const ZDirectDebitResendBody = z.object({ mandate: publicId });
