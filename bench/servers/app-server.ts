// A bench target: the real app as a site runs it: an embedded database in a data folder on disk (or a
// scratch database beside DATABASE_URL), logging at the production level (to a file in the data folder),
// the job worker and the scheduler running, statistics as the start-up gives them, the demo sites and the
// demo member with two conversations and likes both ways.
// Prints "READY <port> <cookie> <conversation id> <data folder> <statements of each measured call, JSON>".
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { upkeepAtStart } from '../../apps/server/src/db/pglite-maintenance';
import { startBackgroundWork } from '../../apps/server/src/jobs/background-work';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createLogger } from '../../apps/server/src/lib/logger';
import { syncReferenceData } from '../../apps/server/src/members/reference.service';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../../apps/server/src/seed/demo-seed';
import { createAppDeps } from '../../apps/server/src/app-deps-setup';
import { createScratchDatabase } from './scratch-database';
import { apiCalls } from '../api-calls';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
// Production refuses PostgreSQL without a data key; a scratch database gets a scratch key.
const config = loadConfig({
  LOG_LEVEL: 'info',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
});
const database = config.DATABASE_URL ? await createScratchDatabase(config.DATABASE_URL) : undefined;
const handle = await openDatabase({ databaseUrl: database?.url, dataDir });
await migrateToLatest(handle.db);
await syncReferenceData(handle.db);
const logger = createLogger(
  config.LOG_LEVEL,
  pino.destination({ dest: path.join(dataDir, 'server.log'), sync: false }),
);
const { deps } = await createAppDeps({ config, database: handle, clock: systemClock, log: logger });
await seedDemoIfEmpty(handle.db, { media: deps.media });
// What server.ts does after its seed.
await upkeepAtStart(handle);
const app = await buildApp({ deps, loggerInstance: logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const background = await startBackgroundWork(deps, logger);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/api/user.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(DEMO_LOGIN),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

// Through the public calls: the demo member writes to two members and likes three (one liked back).
const call = async (method: string, url: string, body?: object) => {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    ...(body && { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as Record<string, unknown>;
};
const found = (await call('GET', '/api/members.php')) as { results: Array<{ id: number }> };
let conversation = 0;
for (const [index, profile] of found.results.slice(0, 3).entries()) {
  await call('POST', '/api/like.php', { id: profile.id });
  if (index < 2) {
    const sent = (await call('POST', '/api/messages.php', { to: profile.id, kind: 'text', body: 'Hello!' })) as {
      conversation?: { id: number };
    };
    conversation = sent.conversation?.id ?? conversation;
  }
}
// What each measured call costs in statements (the fewest of three tries: the jobs beside it run statements too),
// for the bench's second baseline, the bare database at the same number of statements.
const statementsOf: Record<string, number> = {};
for (const { path: pathname } of apiCalls(String(conversation))) {
  const counts: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    let heard = 0;
    const stop = handle.statements.listen(() => (heard += 1));
    await fetch(`${base}${pathname}`, { headers: { cookie } });
    stop();
    counts.push(heard);
  }
  statementsOf[pathname] = Math.min(...counts);
}
console.log(`READY ${port} ${cookie} ${conversation} ${dataDir} ${JSON.stringify(statementsOf)}`);
process.on('SIGTERM', async () => {
  await background.stop();
  await app.close();
  await handle.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
