// Bench target for search: the app over DATABASE_URL (a database seeded with `npm run seed -- --members N`)
// or over an embedded PGlite data folder (BENCH_DATA_DIR). Logs in a bench member of each orientation kind
// (created when missing), prints the plans of the benchmarked searches, then "READY <port> <cookie>...".
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/database';
import { explainPlan } from '../../apps/server/src/db/explain';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { upkeepAtStart } from '../../apps/server/src/db/pglite-maintenance';
import { createAppDeps } from '../../apps/server/src/app-deps-setup';
import { systemClock } from '../../apps/server/src/lib/clock';
import { compiledSearch } from '../../apps/server/src/members/search.service';
import { hashPassword } from '../../apps/server/src/auth/passwords';
import { insertMembers } from '../../apps/server/src/seed/demo-members';
import type { TSearcher } from '../../apps/server/src/members/search.queries';
import { BENCH_SEARCHERS, SEARCHES } from '../search-cases';

const dataDir = process.env.BENCH_DATA_DIR ?? path.resolve('data');
// Production wants a data key with DATABASE_URL; the search reads nothing encrypted, so any key will do.
const config = loadConfig({
  DATA_ENCRYPTION_KEY: process.env.DATABASE_URL ? randomBytes(32).toString('base64') : undefined,
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
await migrateToLatest(handle.db);
// What server.ts does before its first request; nothing more (issue 19: no VACUUM of the bench's own).
await upkeepAtStart(handle);
const { deps } = await createAppDeps({ config, database: handle, clock: systemClock });
const site = await deps.sites.resolve('localhost');
const BENCH_PASSWORD = 'bench-searcher-1';
// Members of each orientation kind, created once (the same way the seed makes members).
for (const kind of Object.values(BENCH_SEARCHERS)) {
  const existing = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', kind.email)
    .where('site_id', '=', site.id)
    .executeTakeFirst();
  if (existing) continue;
  await insertMembers(handle.db, [
    {
      siteId: site.id,
      email: kind.email,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      status: 'confirmed',
      credits: 0,
      paidUser: true,
      language: 'en',
      fictional: false,
      signupDate: new Date(),
      lastActiveAt: new Date(),
      name: 'Bench',
      dateOfBirth: '1985-05-05',
      gender: kind.gender,
      sexuality: kind.sexuality,
      seeking: kind.seeking,
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
// No VACUUM or ANALYZE of the bench's own (issue 19): the database is measured as the site leaves it. On
// PostgreSQL that is with autovacuum, which keeps statistics and the visibility map; a
// server with autovacuum switched off gets the one pass autovacuum would have made after the seed, said aloud.
if (config.DATABASE_URL) {
  const stats = async () =>
    (
      await sql<{ last_vacuum: Date | null; last_analyze: Date | null; n_dead_tup: string }>`
        select coalesce(last_autovacuum, last_vacuum) as last_vacuum, coalesce(last_autoanalyze, last_analyze) as last_analyze,
          n_dead_tup::text from pg_stat_user_tables where relname = 'profiles'`.execute(handle.db)
    ).rows[0];
  const autovacuum = (await sql<{ autovacuum: string }>`show autovacuum`.execute(handle.db)).rows[0]?.autovacuum;
  const before = await stats();
  console.error(
    `profiles: autovacuum ${autovacuum}; last vacuum ${before?.last_vacuum?.toISOString() ?? 'never'}, last analyze ${before?.last_analyze?.toISOString() ?? 'never'}, dead rows ${before?.n_dead_tup ?? '?'}`,
  );
  if (autovacuum === 'off' && (!before?.last_vacuum || !before.last_analyze)) {
    console.error('autovacuum is off on this server: VACUUM ANALYZE once in its place (what it does after a seed).');
    await sql`vacuum analyze`.execute(handle.db);
  }
}

// The searchers as the search sees a member: whom they may be offered and where they live.
const searchers = new Map<string, TSearcher>();
for (const [name, kind] of Object.entries(BENCH_SEARCHERS)) {
  const viewer = await handle.db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select([
      'profiles.id',
      'profiles.gender',
      'profiles.seeking',
      'profiles.sexuality',
      'profiles.lat',
      'profiles.lon',
    ])
    .where('users.email', '=', kind.email)
    .where('users.site_id', '=', site.id)
    .executeTakeFirstOrThrow();
  searchers.set(name, {
    profileId: viewer.id,
    gender: viewer.gender,
    seeking: viewer.seeking,
    sexuality: viewer.sexuality,
    position: viewer.lat !== null && viewer.lon !== null ? { lat: viewer.lat, lon: viewer.lon } : null,
  });
}
// Each case's plans: which index (or sequential scan) reads profiles for the page, the count and the
// similar search (the service skips the last two when the page proves them). BENCH_SHOW_PLANS=1 prints
// the whole EXPLAIN ANALYZE.
const plans: string[] = [];
for (const search of SEARCHES) {
  const compiled = compiledSearch(deps, site, searchers.get(search.as) ?? null, search.query);
  for (const [part, query] of Object.entries(compiled)) {
    const text = await explainPlan(handle.db, query, Boolean(process.env.BENCH_SHOW_PLANS));
    const scans = [
      ...new Set(
        [...text.matchAll(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan)(?: using (\w+))? on profiles/g)].map(
          (match) => (match[2] ? `${match[1]} ${match[2]}` : match[1]!),
        ),
      ),
    ];
    plans.push(
      `${/Seq Scan on profiles/.test(text) ? 'SEQ SCAN' : 'index  '}\t${search.name} (${part}): ${scans.join(', ')}`,
    );
    if (process.env.BENCH_SHOW_PLANS) console.error(`--- ${search.name} ${part}\n${text}`);
  }
}

const app = await buildApp({ deps });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const cookies: string[] = [];
for (const kind of Object.values(BENCH_SEARCHERS)) {
  const login = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: kind.email, password: BENCH_PASSWORD }),
  });
  cookies.push((login.headers.get('set-cookie') ?? '').split(';')[0]!);
}
console.error(`Members in the database: ${Number(count).toLocaleString('en')}`);
console.error(plans.join('\n'));
// The cookies in the order of BENCH_SEARCHERS.
console.log(`READY ${port} ${cookies.join(' ')}`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
