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

const app = await buildApp({
  deps: { config, db: database.db, dbKind: database.kind, clock: systemClock, sites: new SiteDirectory(database.db) },
  webDistDir,
  logger: { level: config.LOG_LEVEL },
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
console.log(`\n  Site ready at ${url}`);
console.log(`  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`);
if (config.SEED_DEMO) console.log(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);
