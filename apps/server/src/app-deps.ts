import type { TConfig } from './config/env';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { RegisteredRoute } from './lib/route';
import type { SiteDirectory } from './sites/site-directory';
import type { TSiteRow } from './sites/sites.queries';
import type { TMember } from './auth/session';
import type { RateLimiter } from './lib/rate-limit';
import type { MailWorker } from './mail/mail-queue';
import type { MediaStorage } from './photos/media-storage';
import type { EventBus } from './realtime/event-bus';
import type { Presence } from './realtime/presence';
import type { Notifier } from './notifications/push-notifier';
import type { PaymentProviders } from './payments/providers/payment-providers';
import type { SmsSender } from './payments/sms';

/** What every feature gets from the app: built once in buildApp, replaced piecewise by tests. */
export interface AppDeps {
  config: TConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  sites: SiteDirectory;
  /** Counts requests per key (database, or Redis with REDIS_URL). */
  rateLimiter: RateLimiter;
  /** Sends queued mails; `runOnce` after a commit sends at once instead of at the next tick. */
  mailWorker: MailWorker;
  /** Photo files: DATA_DIR/media, or an S3-compatible bucket with S3_BUCKET. */
  media: MediaStorage;
  /** Realtime events to members' open tabs (in-process, or Redis pub/sub with REDIS_URL). */
  events: EventBus;
  /** Which members have a socket open anywhere. */
  presence: Presence;
  /** Web Push to members who are away. */
  notifier: Notifier;
  /** The payment provider new orders go to (sandbox or Stripe), and all whose webhooks we accept. */
  payments: PaymentProviders;
  /** Text messages (direct-debit codes): the development outbox unless a provider is configured. */
  sms: SmsSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeRegistry: RegisteredRoute[];
  }
  interface FastifyRequest {
    site: TSiteRow;
    /** The session's member, loaded once per request on first use (undefined: not loaded yet). */
    memberCache: Promise<TMember | null> | undefined;
  }
  interface FastifyContextConfig {
    allowCrossSite?: boolean;
  }
}
