import type { TConfig } from './config/env';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { RegisteredRoute } from './lib/route';
import type { SiteDirectory } from './sites/site-directory';
import type { TSiteRow } from './sites/sites.queries';
import type { TMember } from './auth/session';
import type { RateLimiter } from './lib/rate-limit';
import type { MailWorker } from './mail/mail-queue';

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
