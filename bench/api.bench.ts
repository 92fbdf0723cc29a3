// npm run bench:api [-- --runs 3 --duration 8] — autocannon (10 connections) against every logged-in read
// call of the member app and settings.php, on the real app as a site runs it (bench/servers/app-server.ts:
// PGlite in a data folder, or PostgreSQL with DATABASE_URL; logging and jobs on), next to a bare Fastify
// hello-world measured before AND after the app in each run. Prints each run with the machine's load, then
// min / median / max over the runs of req/s and of the share of hello-world.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { measure, startTarget, type Figures } from './run-target';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, duration: { type: 'string', default: '8' } },
});
const runs = Math.max(1, Number(values.runs));
const duration = Math.max(1, Number(values.duration));

const hello = await startTarget('hello-server.ts');
const app = await startTarget('app-server.ts');
const [appPort, cookie = '', conversation = '0'] = app.fields;
const appUrl = (pathname: string) => `http://127.0.0.1:${appPort}${pathname}`;
const CALLS: Array<{ name: string; path: string }> = [
  { name: 'GET /api/settings.php', path: '/api/settings.php' },
  { name: 'GET /api/user.php', path: '/api/user.php' },
  { name: 'GET /api/chats.php', path: '/api/chats.php' },
  { name: 'GET /api/likes.php', path: '/api/likes.php' },
  { name: 'GET /api/members.php', path: '/api/members.php' },
  {
    name: 'GET /api/messages.php (a conversation)',
    path: `/api/messages.php?conversation=${conversation}`,
  },
];

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

type TRun = { before: Figures; after: Figures; calls: Figures[]; loadBefore: string; loadAfter: string };
const all: TRun[] = [];
try {
  console.log(
    `Database: ${process.env.DATABASE_URL ? 'PostgreSQL (scratch database)' : 'embedded PGlite in a data folder'}; ` +
      `10 connections, ${duration} s each; ${os.cpus().length} cores; logging at info to a file, jobs running.`,
  );
  for (let run = 1; run <= runs; run++) {
    const loadBefore = load();
    const before = await measure('hello-world (before)', { url: `http://127.0.0.1:${hello.fields[0]}/`, duration });
    const calls: Figures[] = [];
    for (const call of CALLS)
      calls.push(await measure(call.name, { url: appUrl(call.path), headers: { cookie }, duration }));
    const after = await measure('hello-world (after)', { url: `http://127.0.0.1:${hello.fields[0]}/`, duration });
    const loadAfter = load();
    all.push({ before, after, calls, loadBefore, loadAfter });
    const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    console.log(`\nRun ${run}/${runs}: load average (1/5/15 min) ${loadBefore} before, ${loadAfter} after`);
    console.log('| target | req/s | p50 ms | p99 ms | errors | vs hello-world (mean of before and after) |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of [before, ...calls, after])
      console.log(
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${percent(row.requestsPerSecond / baseline)} |`,
      );
  }
  if (runs > 1) {
    const spread = (numbers: number[]) => {
      const sorted = [...numbers].sort((a, b) => a - b);
      return [sorted[0]!, sorted[Math.floor(sorted.length / 2)]!, sorted.at(-1)!];
    };
    console.log(`\nOver ${runs} runs (min / median / max):`);
    console.log('| target | req/s | vs hello-world |');
    console.log('| --- | ---: | ---: |');
    const hellos = all.flatMap((run) => [run.before.requestsPerSecond, run.after.requestsPerSecond]);
    console.log(`| hello-world (before and after) | ${spread(hellos).join(' / ')} | 100% |`);
    CALLS.forEach((call, index) => {
      const rates = all.map((run) => run.calls[index]!.requestsPerSecond);
      const ratios = all.map(
        (run) =>
          run.calls[index]!.requestsPerSecond / ((run.before.requestsPerSecond + run.after.requestsPerSecond) / 2),
      );
      console.log(`| ${call.name} | ${spread(rates).join(' / ')} | ${spread(ratios).map(percent).join(' / ')} |`);
    });
  }
} finally {
  hello.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
}
