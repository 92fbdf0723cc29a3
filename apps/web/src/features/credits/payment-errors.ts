import { PAYMENT_METHODS, type TPaymentMethod } from '@app/shared';

export type TPaymentField = 'method' | 'discount' | 'general';

/** Where a refused order's error belongs on the payment screen: at the code, at the methods, or above Pay. */
export function paymentErrorField(code: string, fields?: Record<string, string[]>): TPaymentField {
  if (code.startsWith('discount_') || fields?.discount_code) return 'discount';
  if (code === 'method_not_available' || fields?.method) return 'method';
  return 'general';
}

export const isPaymentMethod = (value: string | undefined): value is TPaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/** Methods whose account the provider can remember for one-step repeat orders. */
export const REMEMBERABLE_METHODS: readonly TPaymentMethod[] = ['card', 'paypal'];

/** The method to show selected: the address's when the country offers it, else the country's first. */
export function selectedMethod(wanted: string | undefined, offered: readonly TPaymentMethod[]): TPaymentMethod | null {
  if (isPaymentMethod(wanted) && offered.includes(wanted)) return wanted;
  return offered[0] ?? null;
}
