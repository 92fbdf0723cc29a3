import type { AppMetrics } from './metrics/app-metrics';
import type { PGlite } from '@electric-sql/pglite';
import type { Redis } from 'ioredis';
import type { TConfig } from './config/env';
import type { LeaseBook } from './db/guarded-dialect';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { RegisteredRoute } from './lib/route';
import type { SiteDirectory } from './sites/site-directory';
import type { SiteUrls } from './sites/site-urls';
import type { TSiteRow } from './sites/sites.queries';
import type { TLoggedInMember } from './auth/logged-in-member';
import type { TMember } from './auth/session';
import type { RateLimiter } from './lib/rate-limit';
import type { TokenBuckets } from './lib/token-bucket';
import type { JobQueue } from './jobs/job-queue';
import type { MediaStorage } from './photos/media-storage';
import type { MediaSigner } from './photos/media-signing';
import type { EventBus } from './realtime/event-bus';
import type { Presence } from './realtime/presence';
import type { Notifier } from './notifications/push-notifier';
import type { PaymentProviders } from './payments/providers/payment-providers';
import type { SmsSender } from './payments/sms';
import type { DataCipher } from './lib/data-cipher';
import type { TPhotoScreener } from './screening/photos/photo-screening-job';
import type { TTracing } from './tracing/tracing';

/** What every feature gets from the app: built once in buildApp, replaced piecewise by tests. */
export interface AppDeps {
  config: TConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** What GET /metrics shows (metrics/app-metrics.ts). */
  metrics: AppMetrics;
  /** OpenTelemetry spans of requests and their statements with OTEL_EXPORTER_OTLP_ENDPOINT; null without. */
  tracing: TTracing | null;
  /** The embedded database itself (its backup copies its data folder); null on PostgreSQL. */
  pglite: PGlite | null;
  /** Database connections lent out right now (health check, watchdog). */
  leases: LeaseBook;
  /** The Redis connection with REDIS_URL (rate limits, events, presence); null without. */
  redis: Redis | null;
  clock: Clock;
  sites: SiteDirectory;
  /** Where members reach each site: the base of every link in a mail (never the request's Host). */
  siteUrls: SiteUrls;
  /** Counts requests per key (database, or Redis with REDIS_URL). */
  rateLimiter: RateLimiter;
  /** Token buckets per key (database, or Redis with REDIS_URL): bursts allowed, a steady rate after. */
  tokenBuckets: TokenBuckets;
  /** The durable queue of side effects (mail, push); `kick` after a commit runs them at once. */
  jobs: JobQueue;
  /** Photo files: DATA_DIR/media, or an S3-compatible bucket with S3_BUCKET. */
  media: MediaStorage;
  /** Short-lived signed addresses of private photo files, for viewers entitled to see them. */
  mediaSigner: MediaSigner;
  /** Realtime events to members' open tabs (in-process, or Redis pub/sub with REDIS_URL). */
  events: EventBus;
  /** Which members have a socket open anywhere. */
  presence: Presence;
  /** Web Push to members who are away (run from the job queue). */
  notifier: Notifier;
  /** The payment provider new orders go to (sandbox or Stripe), and all whose webhooks we accept. */
  payments: PaymentProviders;
  /** Text messages (direct-debit codes): the development outbox unless a provider is configured. */
  sms: SmsSender;
  /** Encrypts personal data at rest (mandates) with DATA_ENCRYPTION_KEY and reads what older keys wrote. */
  cipher: DataCipher;
  /** The photo models in their worker thread (started at the first photo), run from the job queue. */
  photoScreener: TPhotoScreener & { close(): Promise<void> };
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
    /** The session's member with their facts (auth/logged-in-member.ts), loaded once per request on first use. */
    loggedInCache: Promise<TLoggedInMember> | undefined;
  }
  interface FastifyContextConfig {
    allowCrossSite?: boolean;
  }
}
