import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, type TPaymentMethod } from '@app/shared';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type TCheckoutOrder,
  type TPaymentEvent,
} from './payment-provider';

/** Our method names as Stripe's payment method types. */
const STRIPE_TYPES: Record<TPaymentMethod, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType> = {
  card: 'card',
  paypal: 'paypal',
  ideal: 'ideal',
  bancontact: 'bancontact',
  sepa_debit: 'sepa_debit',
  blik: 'blik',
  twint: 'twint',
};

/**
 * Stripe Checkout with the official SDK (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). The order's public
 * id travels as client_reference_id; webhooks are verified with Stripe's signature scheme.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
  ) {
    this.stripe = new Stripe(secretKey);
  }

  async createCheckout(order: TCheckoutOrder, urls: { returnUrl: string; origin: string }) {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: [STRIPE_TYPES[order.method]],
      customer_email: order.email,
      ...(order.saveMethod && {
        customer_creation: 'always',
        payment_intent_data: { setup_future_usage: 'off_session' },
      }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.amountCents,
            product_data: { name: order.description },
          },
        },
      ],
      client_reference_id: order.publicId,
      metadata: { order: order.publicId },
      success_url: urls.returnUrl,
      cancel_url: `${urls.returnUrl}${urls.returnUrl.includes('?') ? '&' : '?'}cancelled=1`,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { ref: session.id, url: session.url };
  }

  async chargeSaved(order: TCheckoutOrder, token: string) {
    const [customer, paymentMethod] = token.split(':');
    const intent = await this.stripe.paymentIntents.create({
      amount: order.amountCents,
      currency: order.currency.toLowerCase(),
      customer: customer!,
      payment_method: paymentMethod!,
      off_session: true,
      confirm: true,
      metadata: { order: order.publicId },
    });
    return { ref: intent.id };
  }

  async expireCheckout(ref: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(ref);
  }

  async refund(ref: string, amountCents: number): Promise<void> {
    const paymentIntent = ref.startsWith('cs_')
      ? ((await this.stripe.checkout.sessions.retrieve(ref)).payment_intent as string)
      : ref;
    await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents });
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date) {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        String(Array.isArray(signature) ? signature[0] : (signature ?? '')),
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        Math.floor(now.getTime() / 1000),
      );
    } catch {
      throw new WebhookSignatureError('stripe signature');
    }
    return eventsOf(event);
  }
}

function eventsOf(event: Stripe.Event): TPaymentEvent[] {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return [];
      const intent = session.payment_intent;
      const paymentMethod = typeof intent === 'object' && intent ? intent.payment_method : null;
      const saved =
        session.customer && typeof paymentMethod === 'string'
          ? { token: `${String(session.customer)}:${paymentMethod}`, label: 'Stripe' }
          : undefined;
      return [
        {
          id: event.id,
          type: 'succeeded',
          ref: session.id,
          amountCents: session.amount_total,
          ...(saved && { savedMethod: saved }),
        },
      ];
    }
    case 'checkout.session.async_payment_failed':
      return [
        { id: event.id, type: 'failed', ref: event.data.object.id, amountCents: null, failureReason: 'payment_failed' },
      ];
    case 'checkout.session.expired':
      return [{ id: event.id, type: 'cancelled', ref: event.data.object.id, amountCents: null }];
    case 'payment_intent.succeeded':
      return [
        { id: event.id, type: 'succeeded', ref: event.data.object.id, amountCents: event.data.object.amount_received },
      ];
    case 'payment_intent.payment_failed':
      return [
        {
          id: event.id,
          type: 'failed',
          ref: event.data.object.id,
          amountCents: null,
          failureReason: event.data.object.last_payment_error?.code ?? 'payment_failed',
        },
      ];
    default:
      return [];
  }
}
