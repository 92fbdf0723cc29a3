import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppDeps } from './app-deps';
import type { TConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import type { Clock } from './lib/clock';
import { databaseRateLimiter, redisRateLimiter } from './lib/rate-limit';
import { MailWorker } from './mail/mail-queue';
import { mailTransportFor } from './mail/mail-setup';
import type { TPushSend } from './notifications/push-notifier';
import { mediaStorageFor } from './photos/media-setup';
import { paymentProvidersFor } from './payments/providers/payment-providers';
import { outboxSms } from './payments/sms';
import { realtimeFor } from './realtime/realtime-setup';
import { SiteDirectory } from './sites/site-directory';

export interface TDepsOptions {
  config: TConfig;
  database: DatabaseHandle;
  clock: Clock;
  /** Tests: Redis keys and channels of their own, quiet mail errors, recorded pushes. */
  isolated?: boolean;
  pushSend?: TPushSend;
  log?: { error(object: unknown, message: string): void };
}

/**
 * Everything the app runs on, built from the configuration in one place (server, tests, benchmarks):
 * Redis when REDIS_URL is set, SMTP or the outbox, local or S3 photos. `close` stops what it started.
 */
export async function createAppDeps(options: TDepsOptions): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  const { config, database, clock } = options;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  const space = options.isolated ? `test:${randomUUID()}:` : '';
  const mailTransport = mailTransportFor(config, database.db);
  const realtime = await realtimeFor(database.db, redis, {
    ...(options.isolated && { keyPrefix: space }),
    ...(options.pushSend && { pushSend: options.pushSend }),
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    sites: new SiteDirectory(database.db),
    rateLimiter: redis ? redisRateLimiter(redis, `${space}rate:`) : databaseRateLimiter(database.db),
    mailWorker: new MailWorker(database.db, mailTransport, clock, options.log),
    media: await mediaStorageFor(config),
    ...realtime,
    payments: paymentProvidersFor(config, database.db),
    sms: outboxSms(database.db),
  };
  return {
    deps,
    async close() {
      deps.payments.close();
      await deps.mailWorker.stop();
      await realtime.events.close();
      mailTransport.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
