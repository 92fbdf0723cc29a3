import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../plugins/error-handler';
import { applyPaymentEvent } from './payment-events';
import { WebhookSignatureError } from './providers/payment-provider';

const ZWebhookQuery = z.object({ provider: z.string().regex(/^[a-z]{2,20}$/) });
const ZWebhookResponse = z.object({ received: z.number().int(), applied: z.number().int() });
/** Provider notifications are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 262_144;

/**
 * POST /api/payment-webhook.php?provider=: a provider tells us what happened to a payment. The raw body
 * is verified against the provider's signature before anything is parsed; a bad or stale signature is
 * 400 and changes nothing. Each event is applied once (payment-events.ts).
 */
export async function registerPaymentWebhook(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await app.register(async (scope) => {
    // This route alone keeps the body as bytes: signatures are computed over the exact bytes sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      method: 'POST',
      url: '/api/payment-webhook.php',
      config: { allowCrossSite: true },
      handler: async (req, reply) => {
        const query = ZWebhookQuery.safeParse(req.query);
        const provider = query.success ? deps.payments.byName(query.data.provider) : undefined;
        if (!provider) return sendError(req, reply, 'not_found');
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let events;
        try {
          events = await provider.parseWebhook(raw, req.headers, deps.clock.now());
        } catch (error) {
          if (error instanceof WebhookSignatureError) return sendError(req, reply, 'webhook_signature_invalid');
          // Signed, but not a body we understand.
          return sendError(req, reply, 'invalid_input');
        }
        let applied = 0;
        for (const event of events)
          if ((await applyPaymentEvent(deps, provider.name, event, req.log)) === 'applied') applied++;
        return ZWebhookResponse.parse({ received: events.length, applied });
      },
    });
  });
  app.routeRegistry.push({
    method: 'POST',
    url: '/api/payment-webhook.php',
    summary:
      'Provider webhooks (`?provider=sandbox|stripe`): the raw body is verified against the provider’s signature (400 webhook_signature_invalid when bad or older than 5 minutes); each event is applied once.',
    memberOnly: false,
    query: ZWebhookQuery,
    response: ZWebhookResponse,
    status: 200,
  });
}
