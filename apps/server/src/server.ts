import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import { syncReferenceData } from './members/reference.service';
import { DEMO_LOGIN, seedDemoIfEmpty } from './seed/demo-seed';
import { startAccountJobs } from './accounts/account-jobs';
import { DEMO_STAFF } from './admin/staff-accounts';
import { createAppDeps } from './app-deps-setup';
import { describeMediaStorage } from './photos/media-setup';
import { seedGiftsIfEmpty } from './chat/gifts.service';
import { startChatJobs } from './chat/chat-jobs';
import { startPaymentJobs } from './payments/payment-jobs';
import { startStatsJobs } from './admin/dashboard/stats-jobs';

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
const { deps, close: closeDeps } = await createAppDeps({ config, database, clock: systemClock });
if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, { media: deps.media, log: (line) => console.log(line) });
await seedGiftsIfEmpty(database.db, deps.media);

const app = await buildApp({
  deps,
  webDistDir,
  logger: { level: config.LOG_LEVEL },
});

let stopping = false;
let stopJobs: Array<() => void> = [];
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  stopJobs.forEach((stopJob) => stopJob());
  await app.close();
  await closeDeps();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
deps.mailWorker.start();
stopJobs = [
  startAccountJobs(deps, app.log),
  startChatJobs(deps, app.log),
  startPaymentJobs(deps, app.log),
  startStatsJobs(deps, app.log),
];
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
console.log(`\n  Site ready at ${url}`);
console.log(`  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`);
console.log(`  Photos: ${describeMediaStorage(config)}`);
console.log(
  `  Payments: ${deps.payments.active.name === 'sandbox' ? 'sandbox (test checkout, nobody is charged)' : deps.payments.active.name}`,
);
if (config.SEED_DEMO) {
  console.log(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log(
    `  Console: ${url}/admin – ${DEMO_STAFF.accounts.map((account) => account.email).join(', ')} / ${DEMO_STAFF.password},` +
      ` authenticator secret ${DEMO_STAFF.totpSecret}`,
  );
}
if (!config.SMTP_URL && config.NODE_ENV !== 'production') console.log(`  Mails (no SMTP_URL): ${url}/dev/mailbox`);
console.log('');
