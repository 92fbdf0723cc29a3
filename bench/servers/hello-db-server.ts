// The database's own limit, the second baseline of bench:api: a bare Fastify whose GET /<k> runs k trivial
// statements one after the other on the database the app uses (a pg pool of the app's size on PostgreSQL with
// DATABASE_URL, else PGlite in a data folder on disk), with nothing else: no session, no schema, no logging.
// A call of the app that needs k statements can at best reach what /<k> reaches. Prints "READY <port>".
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type TRun = (value: number) => Promise<unknown>;
let run: TRun;
let close: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  run = (value) => pool.query('select $1::int as value', [value]);
  close = () => pool.end();
} else {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-hello-db-'));
  const pglite = await PGlite.create({ dataDir });
  run = (value) => pglite.query('select $1::int as value', [value]);
  close = async () => {
    await pglite.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

const app = Fastify();
app.get<{ Params: { statements: string } }>('/:statements', async (req) => {
  const statements = Math.min(20, Math.max(1, Number(req.params.statements) || 1));
  for (let index = 0; index < statements; index++) await run(index);
  return { statements };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () =>
  app
    .close()
    .then(close)
    .then(() => process.exit(0)),
);
