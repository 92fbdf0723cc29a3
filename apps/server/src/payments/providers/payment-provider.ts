import type { TPaymentMethod } from '@app/shared';

/** What we tell a provider about an order: the amount always comes from our order. */
export interface TCheckoutOrder {
  publicId: string;
  amountCents: number;
  currency: string;
  method: TPaymentMethod;
  description: string;
  saveMethod: boolean;
  email: string;
}

/** A provider's notice about a payment, after its signature was verified. */
export interface TPaymentEvent {
  /** The provider's unique id of the event: each is applied once. */
  id: string;
  /** charged_back: the buyer's bank took the money back (a lost dispute); ends the order like a refund. */
  type: 'succeeded' | 'failed' | 'cancelled' | 'refunded' | 'charged_back';
  /** The provider's reference of the checkout or charge (orders.provider_ref). */
  ref: string;
  /** The amount the provider says it took, to compare with our order (never to grant from). */
  amountCents: number | null;
  /** A reusable payment method the buyer agreed to save, for repeat orders. */
  savedMethod?: { token: string; label: string };
  failureReason?: string;
}

export class WebhookSignatureError extends Error {}

/**
 * One payment provider (the built-in sandbox, Stripe). Adapters only translate; the rules of what an
 * event does to an order live in payment-events.ts.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Creates the hosted checkout for an order; answers its reference and where the buyer pays. */
  createCheckout(
    order: TCheckoutOrder,
    urls: { returnUrl: string; origin: string },
  ): Promise<{ ref: string; url: string }>;
  /** Charges a saved method without the buyer (repeat order); the outcome arrives as an event. */
  chargeSaved(order: TCheckoutOrder, token: string): Promise<{ ref: string }>;
  /** Verifies a webhook's signature over its raw body and reads its events; throws WebhookSignatureError. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): Promise<TPaymentEvent[]>;
  /**
   * Closes a hosted checkout the member gave up (or that a newer order replaced), so it can no longer be
   * paid. A payment that got through first still arrives as its event and is honoured.
   */
  expireCheckout(ref: string): Promise<void>;
  /** Gives the money back; the refund's event follows. */
  refund(ref: string, amountCents: number): Promise<void>;
}
