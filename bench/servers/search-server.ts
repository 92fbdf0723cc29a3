// Bench target for search: the app over DATABASE_URL (a database seeded with `npm run seed -- --members N`)
// or over an embedded PGlite data folder (BENCH_DATA_DIR). Logs in a bench member (created when missing),
// prints the EXPLAIN plans of the benchmarked searches, then "READY <port> <cookie>".
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { createAppDeps } from '../../apps/server/src/app-deps-setup';
import { systemClock } from '../../apps/server/src/lib/clock';
import { compiledSearch } from '../../apps/server/src/members/search.service';
import { hashPassword } from '../../apps/server/src/auth/passwords';
import { insertMembers } from '../../apps/server/src/seed/demo-members';
import { SEARCHES } from '../search-cases';

const dataDir = process.env.BENCH_DATA_DIR ?? path.resolve('data');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
await migrateToLatest(handle.db);
const { deps } = await createAppDeps({ config, database: handle, clock: systemClock });
const site = await deps.sites.resolve('localhost');
const BENCH_MEMBER = { email: 'bench-searcher@example.com', password: 'bench-searcher-1' };
const existing = await handle.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', BENCH_MEMBER.email)
  .where('site_id', '=', site.id)
  .executeTakeFirst();
if (!existing) {
  await insertMembers(handle.db, [
    {
      siteId: site.id,
      email: BENCH_MEMBER.email,
      passwordHash: await hashPassword(BENCH_MEMBER.password),
      status: 'confirmed',
      credits: 0,
      paidUser: true,
      language: 'en',
      fictional: false,
      signupDate: new Date(),
      lastActiveAt: new Date(),
      name: 'Bench',
      dateOfBirth: '1985-05-05',
      gender: 'male',
      sexuality: 'hetero',
      seeking: 'female',
      country: 'DE',
      region: 'DE-BE',
      city: 'Berlin',
      about: '',
      interests: [],
      hairColor: 'brown',
      eyeColor: 'blue',
      bodyType: 'average',
      relationshipStatus: 'single',
      photos: [],
    },
  ]);
}
const { count } = await handle.db
  .selectFrom('profiles')
  .select((eb) => eb.fn.countAll<string>().as('count'))
  .executeTakeFirstOrThrow();
// Fresh statistics and visibility map, as autovacuum keeps them in a running site.
await sql`vacuum analyze profiles`.execute(handle.db);
await sql`analyze`.execute(handle.db);

const viewer = await handle.db
  .selectFrom('profiles')
  .innerJoin('users', 'users.id', 'profiles.user_id')
  .select('profiles.id')
  .where('users.email', '=', BENCH_MEMBER.email)
  .executeTakeFirstOrThrow();
const plans: string[] = [];
for (const search of SEARCHES) {
  for (const page of [1, 50]) {
    const compiled = compiledSearch(deps, site, viewer.id, { ...search.query, page });
    for (const [part, query] of Object.entries(compiled)) {
      const plan = await sql
        .raw<{ 'QUERY PLAN': string }>(
          `explain ${query.sql.replace(/\$(\d+)/g, (_, n) => literal(query.parameters[Number(n) - 1]))}`,
        )
        .execute(handle.db);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      plans.push(`${/Seq Scan on profiles/.test(text) ? 'SEQ SCAN' : 'index'}\t${search.name} page ${page} (${part})`);
      if (process.env.BENCH_SHOW_PLANS) console.error(`--- ${search.name} page ${page} ${part}\n${text}`);
    }
  }
}
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

const app = await buildApp({ deps });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const login = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(BENCH_MEMBER),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
console.error(`Members in the database: ${Number(count).toLocaleString('en')}`);
console.error(plans.join('\n'));
console.log(`READY ${port} ${cookie}`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
