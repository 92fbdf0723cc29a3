import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import { syncReferenceData } from './members/reference.service';
import { DEMO_LOGIN, seedDemoIfEmpty } from './seed/demo-seed';
import { SiteDirectory } from './sites/site-directory';
import { Redis } from 'ioredis';
import type { AppDeps } from './app-deps';
import { startAccountJobs } from './accounts/account-jobs';
import { databaseRateLimiter, redisRateLimiter } from './lib/rate-limit';
import { MailWorker } from './mail/mail-queue';
import { mailTransportFor } from './mail/mail-setup';

function readConfig(): TConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const here = path.dirname(fileURLToPath(import.meta.url));
const webDistDir = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(database.db);
await syncReferenceData(database.db);
if (config.SEED_DEMO) {
  await seedDemoIfEmpty(database.db, {
    mediaDir: path.join(config.DATA_DIR, 'media'),
    log: (line) => console.log(line),
  });
}

const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 }) : null;
const mailTransport = mailTransportFor(config, database.db);
const mailWorker = new MailWorker(database.db, mailTransport, systemClock);
const deps: AppDeps = {
  config,
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  sites: new SiteDirectory(database.db),
  rateLimiter: redis ? redisRateLimiter(redis) : databaseRateLimiter(database.db),
  mailWorker,
};
const app = await buildApp({
  deps,
  webDistDir,
  logger: { level: config.LOG_LEVEL },
});

let stopping = false;
let stopAccountJobs: () => void = () => {};
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  stopAccountJobs();
  await mailWorker.stop();
  await app.close();
  mailTransport.close();
  await redis?.quit().catch(() => undefined);
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
mailWorker.start();
stopAccountJobs = startAccountJobs(deps, app.log);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
console.log(`\n  Site ready at ${url}`);
console.log(`  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`);
if (config.SEED_DEMO) console.log(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
if (mailTransport.kind === 'outbox' && config.NODE_ENV !== 'production')
  console.log(`  Mails (no SMTP_URL): ${url}/dev/mailbox`);
console.log('');
