import type { TConfig } from './config/env';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { RegisteredRoute } from './lib/route';
import type { SiteDirectory } from './sites/site-directory';
import type { TSiteRow } from './sites/sites.queries';
import type { TMember } from './auth/session';

/** What every feature gets from the app: built once in buildApp, replaced piecewise by tests. */
export interface AppDeps {
  config: TConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  sites: SiteDirectory;
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
