import { PhotoScreeningPool } from './screening/photos/photo-screening-pool';
import { PHOTO_SCREENING_JOB, photoScreeningJobHandler } from './screening/photos/photo-screening-job';
import { SELFIE_CHECK_JOB, selfieCheckJobHandler } from './verification/selfie-check-job';
import { postbackJobHandler } from './postbacks/postback-job';
import { POSTBACK_JOB } from './postbacks/queue-postbacks';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './app-deps';
import type { TConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import type { Clock } from './lib/clock';
import { databaseRateLimiter, fallingBackRateLimiter, localRateLimiter, redisRateLimiter } from './lib/rate-limit';
import {
  databaseTokenBuckets,
  fallingBackTokenBuckets,
  localTokenBuckets,
  redisTokenBuckets,
} from './lib/token-bucket';
import { connectRedis, outageLog, waitUntilReady } from './lib/redis-connection';
import { mailJobHandler } from './mail/mail-queue';
import { PASSWORD_RESET_JOB, passwordResetJobHandler } from './accounts/password-reset-jobs';
import { JobQueue } from './jobs/job-queue';
import { pushJobHandler } from './notifications/push-jobs';
import { mailTransportFor } from './mail/mail-setup';
import type { TPushSend } from './notifications/push-notifier';
import { mediaStorageFor } from './photos/media-setup';
import { AppMetrics } from './metrics/app-metrics';
import { mediaSignerFor } from './photos/media-signing';
import { mediaRemovalJobHandler } from './photos/media-removal-jobs';
import { paymentProvidersFor } from './payments/providers/payment-providers';
import { outboxSms } from './payments/sms';
import { realtimeFor } from './realtime/realtime-setup';
import { SiteDirectory } from './sites/site-directory';
import { SiteUrls } from './sites/site-urls';
import { loadDataKeys } from './config/secrets';
import { createDataCipher } from './lib/data-cipher';
import { startTracing } from './tracing/tracing';

const REDIS_START_WAIT_MS = 5_000;

export interface TDepsOptions {
  config: TConfig;
  database: DatabaseHandle;
  clock: Clock;
  /** Tests: Redis keys and channels of their own, quiet mail errors, recorded pushes. */
  isolated?: boolean;
  /** Tests: the Redis key space to use instead of a fresh one, so two apps act as processes of one site. */
  keySpace?: string;
  pushSend?: TPushSend;
  log?: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };
}

/**
 * Everything the app runs on, built from the configuration in one place (server, tests, benchmarks):
 * Redis when REDIS_URL is set, SMTP or the outbox, local or S3 photos. `close` stops what it started.
 */
export async function createAppDeps(options: TDepsOptions): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  const { config, database, clock } = options;
  const log = options.log ?? console;
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : null;
  // Until it answers, Redis counts as away: the server starts (degraded) rather than waiting for it.
  redis?.on('error', () => undefined);
  if (redis && !(await waitUntilReady(redis, REDIS_START_WAIT_MS)))
    log.warn({}, 'Redis does not answer: starting without it (rate limits, events and presence per process)');
  const space = options.keySpace ?? (options.isolated ? `test:${randomUUID()}:` : '');
  const mailTransport = mailTransportFor(config, database.db);
  const metrics = new AppMetrics({ db: database.db, leases: database.leases, statements: database.statements });
  const tracing = await startTracing(config, database.statements, log);
  const realtime = await realtimeFor(database.db, redis, {
    ...(options.isolated && { keyPrefix: space }),
    ...(options.pushSend && { pushSend: options.pushSend }),
    log,
    eventLag: (seconds) => metrics.eventBusLag.observe(seconds),
  });
  const sites = new SiteDirectory(database.db, log);
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    pglite: database.pglite ?? null,
    metrics,
    tracing,
    leases: database.leases,
    redis,
    clock,
    sites,
    siteUrls: new SiteUrls(config, () => sites.defaultSiteId),
    rateLimiter: redis
      ? fallingBackRateLimiter(
          redisRateLimiter(redis, `${space}rate:`),
          localRateLimiter(),
          outageLog(log, 'rate limits'),
        )
      : databaseRateLimiter(database.db),
    tokenBuckets: redis
      ? fallingBackTokenBuckets(
          redisTokenBuckets(redis, `${space}bucket:`),
          localTokenBuckets(),
          outageLog(log, 'token buckets'),
        )
      : databaseTokenBuckets(database.db),
    jobs: new JobQueue(database.db, clock, log),
    media: await mediaStorageFor(config),
    mediaSigner: await mediaSignerFor(config, database.db, clock),
    ...realtime,
    payments: paymentProvidersFor(config, database.db),
    sms: outboxSms(database.db),
    cipher: createDataCipher(await loadDataKeys(config)),
    photoScreener: new PhotoScreeningPool(),
  };
  deps.jobs.observe((kind, outcome, seconds) => {
    deps.metrics.jobOutcomes.inc({ kind, outcome });
    deps.metrics.jobDuration.observe({ kind }, seconds);
  });
  deps.jobs.handle('mail', mailJobHandler(mailTransport));
  deps.jobs.handle('push', pushJobHandler(deps.notifier));
  deps.jobs.handle(PASSWORD_RESET_JOB, passwordResetJobHandler(deps));
  deps.jobs.handle('media_remove', mediaRemovalJobHandler(deps.media));
  deps.jobs.handle(PHOTO_SCREENING_JOB, photoScreeningJobHandler(deps));
  deps.jobs.handle(SELFIE_CHECK_JOB, selfieCheckJobHandler(deps));
  deps.jobs.handle(POSTBACK_JOB, postbackJobHandler(deps));
  return {
    deps,
    async close() {
      deps.payments.close();
      await deps.jobs.stop();
      await deps.photoScreener.close();
      await realtime.events.close();
      mailTransport.close();
      redis?.disconnect();
      metrics.stop();
      // Last: the spans of everything above are sent before the process ends.
      await tracing?.shutdown();
    },
  };
}
