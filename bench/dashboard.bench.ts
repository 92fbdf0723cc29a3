// npm run bench:dashboard — the console's business dashboard at scale. The bench database's members are
// made real members with signups, activations and first purchases spread over the last year; then it
// times the 5-minute refresh of the daily aggregates (today and yesterday), a year's backfill, and the
// dashboard request itself for 30 and 365 days (which reads only the aggregates).
//
// PostgreSQL with 1,000,000 members (the same database as bench:search):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed -- --members 1000000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:dashboard
// Embedded PGlite: without DATABASE_URL, 100,000 members are seeded once into data/bench-dashboard.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { inTransaction } from '../apps/server/src/db/transaction';
import { refreshDailyStats } from '../apps/server/src/admin/dashboard/daily-stats';
import { dashboard } from '../apps/server/src/admin/dashboard/dashboard.service';

const root = path.resolve(import.meta.dirname, '..');
const DAY_MS = 86_400_000;
const dataDir = path.join(root, 'data', 'bench-dashboard');
if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'pglite'))) {
  console.log('Seeding 100,000 members into data/bench-dashboard (once)…');
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--members', '100000'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const { db } = handle;
await migrateToLatest(db);

/** Once per database: every member becomes a real signup of the last year; a third activate, 1 in 20 buys. */
async function prepare(): Promise<void> {
  const prepared = await db
    .selectFrom('orders')
    .select('id')
    .where('provider_ref', 'like', 'bench-%')
    .limit(1)
    .executeTakeFirst();
  if (prepared) return;
  const all = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`Turning ${all.n} members into a year of signups and purchases (once)…`);
  await inTransaction(db, async ({ tx }) => {
    await sql`
    update users set fictional = false,
      signup_date = now() - (id % 365) * interval '1 day' - (id % 1440) * interval '1 minute',
      network = case id % 4 when 0 then 'adnet' when 1 then 'social' else null end,
      ref = case id % 4 when 0 then 'r' || (id % 7) else null end`.execute(tx);
    await sql`update users set confirmed_at = signup_date + interval '2 hours' where id % 3 <> 0`.execute(tx);
    await sql`
    insert into orders (public_id, user_id, site_id, package_id, credits, currency, list_price_cents,
      amount_cents, method, provider, provider_ref, status, created_at, completed_at)
    select md5('bench' || u.id), u.id, u.site_id, p.id, p.credits, 'EUR', 1999, 1999,
      case u.id % 3 when 0 then 'card' when 1 then 'paypal' else 'ideal' end, 'sandbox', 'bench-' || u.id, 'completed',
      u.signup_date + interval '1 day', u.signup_date + interval '1 day'
    from users u
    join lateral (select id, credits from credit_packages where site_id = u.site_id order by id limit 1) p on true
    where u.id % 20 = 0
    on conflict do nothing`.execute(tx);
  });
  await sql`analyze`.execute(db);
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function figures(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return {
    name,
    runs: times.length,
    p50_ms: Math.round(at(50)),
    p95_ms: Math.round(at(95)),
    max_ms: Math.round(at(100)),
  };
}

try {
  await prepare();
  const members = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() - offset * DAY_MS);
  const iso = (date: Date) => date.toISOString().slice(0, 10);

  const rows = [];
  rows.push(figures('backfill: refresh 365 days', [await time(() => refreshDailyStats(db, day(365), now))]));
  const refresh: number[] = [];
  for (let run = 0; run < 10; run++) refresh.push(await time(() => refreshDailyStats(db, day(1), now)));
  rows.push(figures('job: refresh today and yesterday', refresh));
  for (const span of [30, 365]) {
    const request: number[] = [];
    for (let run = 0; run < 30; run++)
      request.push(await time(() => dashboard(db, { siteId: null, from: iso(day(span - 1)), to: iso(now) })));
    rows.push(figures(`request: dashboard of ${span} days`, request));
  }
  const check = await dashboard(db, { siteId: null, from: iso(day(364)), to: iso(now) });
  console.log(
    `\n${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${Number(members.n).toLocaleString('en')} members`,
  );
  console.table(rows);
  const totals = check.days.reduce(
    (sum, row) => ({ signups: sum.signups + Number(row.signups), first: sum.first + Number(row.first_purchases) }),
    { signups: 0, first: 0 },
  );
  console.log(`A year in the aggregates: ${totals.signups} signups, ${totals.first} first purchases.`);
} finally {
  await handle.close();
}
