import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@app/shared';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { getOrCreateSecret } from '../../notifications/app-secrets';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type TCheckoutOrder,
  type TPaymentEvent,
} from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Test cards of the sandbox's checkout page. */
export const SANDBOX_CARDS = ['success', 'declined', 'recurring_fails'] as const;
export type TSandboxCard = (typeof SANDBOX_CARDS)[number];

const ZSandboxEvent = z.object({
  id: z.string(),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.cancelled', 'refund.succeeded', 'chargeback.created']),
  created: z.number(),
  data: z.object({
    ref: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    saved_token: z.string().optional(),
    failure_reason: z.string().optional(),
  }),
});
export type TSandboxEvent = z.infer<typeof ZSandboxEvent>;

/** Sends a signed webhook to our own endpoint, as the real provider would over the internet. */
export type TWebhookDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

const random = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The built-in payment provider for development, demos and tests: a hosted checkout page served by our
 * own server (sandbox-checkout.routes.ts) where the buyer pays, fails or cancels, then a webhook signed
 * with HMAC-SHA256 over timestamp and raw body, delivered (and retried) like a real provider's.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private deliver: TWebhookDelivery | null = null;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly db: Queryable) {}

  /** The app wires delivery to its webhook route once it is built. */
  useDelivery(deliver: TWebhookDelivery): void {
    this.deliver = deliver;
  }

  /** Stops delivering: the app is shutting down. */
  close(): void {
    this.closed = true;
    this.timers.forEach(clearTimeout);
  }

  private later(work: () => Promise<void>, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) void work().catch((error) => console.error('sandbox delivery failed', error));
    }, ms);
    this.timers.add(timer);
  }

  private secret(): Promise<string> {
    return getOrCreateSecret(this.db, 'sandbox-webhook-secret', () => randomBytes(32).toString('hex'));
  }

  async createCheckout(_order: TCheckoutOrder, urls: { returnUrl: string; origin: string }) {
    const ref = random('sbx_cs');
    const returnTo = encodeURIComponent(urls.returnUrl);
    return { ref, url: `${urls.origin}/sandbox/checkout/${ref}?return=${returnTo}` };
  }

  async chargeSaved(order: TCheckoutOrder, token: string) {
    const ref = random('sbx_ch');
    const fails = token.startsWith('sbx_tok_rf_');
    // A saved card is charged at once; the outcome arrives as a webhook, as with a real provider.
    this.later(
      () =>
        this.send({
          type: fails ? 'payment.failed' : 'payment.succeeded',
          ref,
          amount: order.amountCents,
          currency: order.currency,
          ...(fails && { failure_reason: 'card_declined' }),
        }),
      50,
    );
    return { ref };
  }

  /** The sandbox's checkout page takes payments only for orders still pending: nothing to close here. */
  async expireCheckout(_ref: string): Promise<void> {}

  async refund(ref: string, amountCents: number): Promise<void> {
    await this.send({ type: 'refund.succeeded', ref, amount: amountCents, currency: '' });
  }

  /** The checkout page's outcome: pay (with a test card), fail or cancel. */
  async finishCheckout(
    ref: string,
    outcome: 'pay' | 'cancel',
    details: { amountCents: number; currency: string; card: TSandboxCard; save: boolean },
  ): Promise<void> {
    if (outcome === 'cancel')
      return this.send({ type: 'payment.cancelled', ref, amount: 0, currency: details.currency });
    if (details.card === 'declined')
      return this.send({
        type: 'payment.failed',
        ref,
        amount: details.amountCents,
        currency: details.currency,
        failure_reason: 'card_declined',
      });
    const token = details.save ? random(details.card === 'recurring_fails' ? 'sbx_tok_rf' : 'sbx_tok_ok') : undefined;
    return this.send({
      type: 'payment.succeeded',
      ref,
      amount: details.amountCents,
      currency: details.currency,
      ...(token && { saved_token: token }),
    });
  }

  /** Signs and delivers an event, retrying with growing pauses like a real provider (up to 5 times). */
  private async send(data: TSandboxEvent['data'] & { type: TSandboxEvent['type'] }): Promise<void> {
    const { type, ...rest } = data;
    const event: TSandboxEvent = { id: random('sbx_evt'), type, created: Math.floor(Date.now() / 1000), data: rest };
    const body = JSON.stringify(event);
    const secret = await this.secret();
    for (let attempt = 0; attempt < 5 && !this.closed; attempt++) {
      const timestamp = Math.floor(Date.now() / 1000);
      const status = await this.deliver?.(body, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, body)}`,
      }).catch(() => 0);
      if (status !== undefined && status >= 200 && status < 300) return;
      await new Promise<void>((resolve) => this.later(async () => resolve(), 500 * 2 ** attempt));
    }
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date) {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const parts = Object.fromEntries(
      String(Array.isArray(header) ? header[0] : (header ?? ''))
        .split(',')
        .map((part) => part.split('=') as [string, string]),
    );
    const timestamp = Number(parts.t);
    if (!parts.v1 || !Number.isInteger(timestamp)) throw new WebhookSignatureError('unsigned');
    if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
      throw new WebhookSignatureError('stale');
    const expected = Buffer.from(sign(await this.secret(), timestamp, rawBody.toString('utf8')));
    const given = Buffer.from(String(parts.v1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new WebhookSignatureError('tampered');
    // Only a verified body is parsed.
    const event = ZSandboxEvent.parse(JSON.parse(rawBody.toString('utf8')));
    const types = {
      'payment.succeeded': 'succeeded',
      'payment.failed': 'failed',
      'payment.cancelled': 'cancelled',
      'refund.succeeded': 'refunded',
      'chargeback.created': 'charged_back',
    } as const;
    const parsed: TPaymentEvent = {
      id: event.id,
      type: types[event.type],
      ref: event.data.ref,
      amountCents: event.type === 'payment.cancelled' ? null : event.data.amount,
      ...(event.data.saved_token && { savedMethod: { token: event.data.saved_token, label: 'Sandbox •••• 4242' } }),
      ...(event.data.failure_reason && { failureReason: event.data.failure_reason }),
    };
    return [parsed];
  }

  /** For tests: a correctly signed webhook body and headers for an event. */
  async signedForTest(event: TSandboxEvent, timestamp = Math.floor(Date.now() / 1000)) {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(await this.secret(), timestamp, body)}`,
      },
    };
  }
}
