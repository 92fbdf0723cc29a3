// npm run bench:search [-- --runs 3] — member search over HTTP at 10 connections, for every kind of filter set
// a member can send (bench/search-cases.ts), next to a bare Fastify hello-world measured in the same run,
// with req/s, p50, p95 and p99, the number of results each case returns, the machine load and, with
// --runs N, the min / median / max of each case's p95 over the runs.
//
// PostgreSQL with 1,000,000 members:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed -- --members 1000000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:search
// Embedded PGlite: without DATABASE_URL, 100,000 members are seeded once into the on-disk folder
// data/bench-search and measured as the seed leaves it (no VACUUM of the bench's own: issue 19).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_SEARCHERS, SEARCHES, type TSearchCase } from './search-cases';
import { startTarget } from './run-target';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(args.runs) || 1);
const DURATION_S = 5;

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
async function run(name: string, url: string, cookie: string | undefined, duration = DURATION_S): Promise<Row> {
  const times: number[] = [];
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration, headers }, (error, done) =>
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

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const searcherNames = Object.keys(BENCH_SEARCHERS);
const target = await startTarget('search-server.ts', env);
const hello = await startTarget('hello-server.ts').catch((error: unknown) => {
  target.child.kill('SIGTERM');
  throw error;
});
const [port, ...cookies] = target.fields;
const cookieOf = (search: TSearchCase) =>
  search.as === 'visitor' ? undefined : cookies[searcherNames.indexOf(search.as)];
const urlOf = (search: TSearchCase) => {
  const query = new URLSearchParams(
    Object.entries(search.query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `http://127.0.0.1:${port}/api/members.php?${query}`;
};

try {
  // What each case returns: a case reading an empty page by accident measures nothing (issue 19).
  console.log('\n| search | as | results | numResults | similar | |');
  console.log('| --- | --- | ---: | ---: | ---: | --- |');
  let accidents = 0;
  for (const search of SEARCHES) {
    const cookie = cookieOf(search);
    const answer = await fetch(urlOf(search), { headers: cookie ? { cookie } : {} });
    const body = (await answer.json()) as { results: unknown[]; numResults: number; similar: unknown[] };
    const empty = body.results.length === 0;
    const flag =
      answer.status !== 200 ? `HTTP ${answer.status}` : empty && !search.meantEmpty ? 'EMPTY BY ACCIDENT' : '';
    if (flag) accidents++;
    console.log(
      `| ${search.name} | ${search.as} | ${body.results.length} | ${body.numResults} | ${body.similar.length} | ${flag} |`,
    );
  }
  if (accidents > 0) console.log(`\n${accidents} case(s) flagged above: their figures do not measure a result page.`);

  // Warm-up, not counted: the first seconds of a fresh process (JIT, pool, caches) would land on case 1.
  await run('warm-up', `http://127.0.0.1:${hello.fields[0]}/`, undefined);
  for (const search of SEARCHES) await run('warm-up', urlOf(search), cookieOf(search), 1);

  const p95s = new Map<string, number[]>();
  const helloRps: number[] = [];
  for (let round = 1; round <= runs; round++) {
    const loadBefore = load();
    const baseline = await run('hello-world (bare Fastify)', `http://127.0.0.1:${hello.fields[0]}/`, undefined);
    helloRps.push(baseline.rps);
    const rows: Row[] = [];
    for (const search of SEARCHES) {
      const row = await run(search.name, urlOf(search), cookieOf(search));
      rows.push(row);
      p95s.set(search.name, [...(p95s.get(search.name) ?? []), row.p95]);
    }
    const common = rows[0]!;
    console.log(
      `\nRun ${round}/${runs}. Database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite (on disk)'}; 10 connections, ${DURATION_S} s each.`,
    );
    console.log(`Load average (1/5/15 min) before: ${loadBefore}; after: ${load()} (${os.cpus().length} cores).`);
    console.log(
      `Baseline hello-world: ${baseline.rps} req/s, p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms.`,
    );
    console.log('| search | req/s | vs hello | p50 ms | p95 ms | p99 ms | errors | p95 vs common |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      const share = ((row.rps / Math.max(1, baseline.rps)) * 100).toFixed(1);
      const ratio = (row.p95 / Math.max(1, common.p95)).toFixed(2);
      console.log(
        `| ${row.name} | ${row.rps} | ${share}% | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} | ${ratio} |`,
      );
    }
  }
  if (runs > 1) {
    console.log(`\nOver ${runs} runs: p95 ms min / median / max (hello-world req/s: ${helloRps.join(', ')}).`);
    console.log('| search | p95 min | p95 median | p95 max |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, values] of p95s) {
      console.log(
        `| ${name} | ${Math.min(...values).toFixed(1)} | ${median(values).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`,
      );
    }
  }
  console.log(`\nLoad average at the end: ${load()}. Other processes share this machine: figures are relative to it.`);
} finally {
  target.child.kill('SIGTERM');
  hello.child.kill('SIGTERM');
}
