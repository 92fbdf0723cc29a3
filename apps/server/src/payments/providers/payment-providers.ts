import type { TConfig } from '../../config/env';
import type { Queryable } from '../../db/database';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { StripeProvider } from './stripe-provider';

/** The provider new orders go to, and every provider whose webhooks we accept. */
export interface PaymentProviders {
  active: PaymentProvider;
  sandbox: SandboxProvider;
  byName(name: string): PaymentProvider | undefined;
  close(): void;
}

export function paymentProvidersFor(config: TConfig, db: Queryable): PaymentProviders {
  const sandbox = new SandboxProvider(db);
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? new StripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET)
      : null;
  const all = new Map<string, PaymentProvider>([['sandbox', sandbox]]);
  if (stripe) all.set('stripe', stripe);
  return {
    active: config.PAYMENT_PROVIDER === 'stripe' && stripe ? stripe : sandbox,
    sandbox,
    byName: (name) => all.get(name),
    close: () => sandbox.close(),
  };
}
