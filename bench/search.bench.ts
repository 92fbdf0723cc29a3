// npm run bench:search — member search over HTTP at 10 connections, for common filter sets at page 1 and
// page 50, with req/s, p50, p95 and p99, and whether each query plan avoids a sequential scan.
//
// PostgreSQL with 1,000,000 members:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed -- --members 1000000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:search
// Embedded PGlite: without DATABASE_URL, 100,000 members are seeded once into data/bench-search.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SEARCHES } from './search-cases';
import { startTarget } from './run-target';

const root = path.resolve(import.meta.dirname, '..');
const env: NodeJS.ProcessEnv = { ...process.env };
if (!env.DATABASE_URL) {
  env.BENCH_DATA_DIR = path.join(root, 'data', 'bench-search');
  if (!fs.existsSync(path.join(env.BENCH_DATA_DIR, 'pglite'))) {
    console.log('Seeding 100,000 members into data/bench-search (once)…');
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--members', '100000'], {
      cwd: root,
      env: { ...env, DATA_DIR: env.BENCH_DATA_DIR },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  }
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** autocannon has no p95 of its own: every response time is kept and sorted here. */
async function run(name: string, url: string, cookie: string): Promise<Row> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: 6, headers: { cookie } }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
  times.sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  };
}

const target = await startTarget('search-server.ts', env);
const [port, cookie = ''] = target.fields;
try {
  const rows: Row[] = [];
  for (const search of SEARCHES) {
    for (const page of [1, 50]) {
      const query = new URLSearchParams(
        Object.entries({ ...search.query, page }).map(([key, value]): [string, string] => [key, String(value)]),
      );
      rows.push(await run(`${search.name}, page ${page}`, `http://127.0.0.1:${port}/api/members.php?${query}`, cookie));
    }
  }
  console.log(`\nDatabase: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; 10 connections, 6 s each.`);
  console.log('| search | req/s | p50 ms | p95 ms | p99 ms | errors | p95 vs page 1 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  rows.forEach((row, index) => {
    const pageOne = rows[index - (index % 2)]!;
    const ratio = (row.p95 / Math.max(1, pageOne.p95)).toFixed(2);
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} | ${ratio} |`,
    );
  });
} finally {
  target.child.kill('SIGTERM');
}
