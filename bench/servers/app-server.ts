// A bench target: the real app on a fresh embedded database (or DATABASE_URL) with the demo sites and
// one member. Prints "READY <port> <cookie>" when listening.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { systemClock } from '../../apps/server/src/lib/clock';
import { syncReferenceData } from '../../apps/server/src/members/reference.service';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../../apps/server/src/seed/demo-seed';
import { createAppDeps } from '../../apps/server/src/app-deps-setup';
import { createScratchDatabase } from './scratch-database';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const database = config.DATABASE_URL ? await createScratchDatabase(config.DATABASE_URL) : undefined;
const handle = await openDatabase({ databaseUrl: database?.url, inMemory: !database });
await migrateToLatest(handle.db);
await syncReferenceData(handle.db);
const { deps } = await createAppDeps({ config, database: handle, clock: systemClock });
await seedDemoIfEmpty(handle.db, { media: deps.media });
const app = await buildApp({ deps });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const login = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(DEMO_LOGIN),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
console.log(`READY ${port} ${cookie}`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
