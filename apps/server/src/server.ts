import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { upkeepAtStart } from './db/pglite-maintenance';
import { systemClock } from './lib/clock';
import { syncReferenceData } from './members/reference.service';
import { seedDemoIfEmpty } from './seed/demo-seed';
import { hasDemoStaff } from './admin/staff-accounts';
import { startBanner } from './config/start-banner';
import { createLogger } from './lib/logger';
import { encryptMandatesAtRest } from './payments/mandate-fields';
import { createAppDeps } from './app-deps-setup';
import { describeMediaStorage } from './photos/media-setup';
import { renameLegacyMedia } from './photos/legacy-media-names';
import { repairMainPhotos } from './photos/main-photo-repair';
import { seedGiftsIfEmpty } from './chat/gifts.service';
import { startBackgroundWork } from './jobs/background-work';
import { announceServer, forgetServer } from './backup/backup-control';
import { logAfterCommitFailuresWith, settleAfterCommitWork } from './db/after-commit';

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

const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onIdleConnectionLost: (error) => logger.warn({ err: error }, 'an idle database connection was closed'),
});
await migrateToLatest(database.db);
await syncReferenceData(database.db);
const { deps, close: closeDeps } = await createAppDeps({ config, database, clock: systemClock, log: logger });
// Needs the data key, which migrations do not get: mandates still in plain text (or under an older key).
const encrypted = await encryptMandatesAtRest(database.db, deps.cipher);
if (encrypted > 0) logger.info(`encrypted ${encrypted} direct-debit mandates at rest`);
// Before the first request: photos stored under the old, derivable names get new ones (migration 0010).
const renamed = await renameLegacyMedia(deps);
if (renamed.photos + renamed.chatPhotos > 0)
  console.log(`Renamed the files of ${renamed.photos} photos and ${renamed.chatPhotos} chat photos.`);
// Profiles whose main photo an older version chose against the rule (decision 016).
const repaired = await repairMainPhotos(deps);
if (repaired > 0) console.log(`Set the main photo of ${repaired} profiles by the rule.`);
if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, { media: deps.media, log: (line) => console.log(line) });
await seedGiftsIfEmpty(database.db, deps.media);
// A fresh database (or a new table) gets its statistics now, and PGlite after a bulk load its vacuum, so the
// first queries are planned on facts and index-only scans stay index-only (decision 030): a freshly seeded
// site's card query walked every account (4 ms instead of 0.1 ms) until the first maintenance.
const cared = await upkeepAtStart(database);
if (cared.length > 0) logger.info(`looked after ${cared.length} tables at start: ${cared.join(', ')}`);

const app = await buildApp({
  deps,
  webDistDir,
  loggerInstance: logger,
});

logAfterCommitFailuresWith((error) => app.log.error({ err: error }, 'work after commit failed'));
// Never silent: the soak run and the operators' alerts look for these lines.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
process.on('uncaughtException', (error) => {
  app.log.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});

let stopping = false;
// Filled once listening; a signal during start-up finds it empty.
const running: { background?: { stop(): Promise<void> } } = {};
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await running.background?.stop();
  await forgetServer(config.DATA_DIR);
  await app.close();
  await settleAfterCommitWork();
  await closeDeps();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
// Before any scheduled mail: local sites' links carry the port actually listened on (PORT=0 picks one).
deps.siteUrls.listeningOn(port);
running.background = await startBackgroundWork(deps, app.log);
// Where `npm run backup` finds this process (the embedded database can only be copied by its own process).
if (database.kind === 'pglite') await announceServer(config.DATA_DIR, port);
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
const banner = startBanner(config, {
  url,
  database: database.kind,
  photos: describeMediaStorage(config),
  payments: deps.payments.active.name,
  demoAccounts: await hasDemoStaff(database.db),
});
console.log(banner.join('\n'));
