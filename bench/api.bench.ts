// npm run bench:api [-- --runs 3 --duration 8] — autocannon (10 connections) against every logged-in read
// call of the member app and settings.php, on the real app as a site runs it (bench/servers/app-server.ts:
// PGlite in a data folder, or PostgreSQL with DATABASE_URL; logging and jobs on), next to two baselines in the
// same run: a bare Fastify hello-world measured before AND after the app, and the bare database
// (hello-db-server.ts) running as many trivial statements per request as the call needs, which is the most
// any call of that cost can reach. Prints each run with the machine's load, then min / median / max over the
// runs of req/s and of both shares.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { apiCalls } from './api-calls';
import { measure, startTarget, type Figures } from './run-target';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, duration: { type: 'string', default: '8' } },
});
const runs = Math.max(1, Number(values.runs));
const duration = Math.max(1, Number(values.duration));

const hello = await startTarget('hello-server.ts');
const helloDb = await startTarget('hello-db-server.ts');
const app = await startTarget('app-server.ts');
const [appPort, cookie = '', conversation = '0', , statementsJson = '{}'] = app.fields;
const statementsOf = JSON.parse(statementsJson) as Record<string, number>;
const appUrl = (pathname: string) => `http://127.0.0.1:${appPort}${pathname}`;
const CALLS = apiCalls(conversation);

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

type TRun = {
  before: Figures;
  after: Figures;
  calls: Figures[];
  /** The bare database at each call's number of statements. */
  bare: Figures[];
  loadBefore: string;
  loadAfter: string;
};
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
    const bare: Figures[] = [];
    const bareAt = new Map<number, Figures>();
    for (const call of CALLS) {
      calls.push(await measure(call.name, { url: appUrl(call.path), headers: { cookie }, duration }));
      const statements = statementsOf[call.path] ?? 1;
      if (!bareAt.has(statements))
        bareAt.set(
          statements,
          await measure(`bare database, ${statements} statements`, {
            url: `http://127.0.0.1:${helloDb.fields[0]}/${statements}`,
            duration,
          }),
        );
      bare.push(bareAt.get(statements)!);
    }
    const after = await measure('hello-world (after)', { url: `http://127.0.0.1:${hello.fields[0]}/`, duration });
    const loadAfter = load();
    all.push({ before, after, calls, bare, loadBefore, loadAfter });
    const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    console.log(`\nRun ${run}/${runs}: load average (1/5/15 min) ${loadBefore} before, ${loadAfter} after`);
    console.log(
      '| target | req/s | p50 ms | p99 ms | errors | vs hello-world (mean of before and after) | statements | ' +
        'bare database at as many statements, req/s | vs bare database |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const row = (figures: Figures, tail: string) =>
      console.log(
        `| ${figures.name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ` +
          `${percent(figures.requestsPerSecond / baseline)} | ${tail} |`,
      );
    row(before, ' | | ');
    calls.forEach((figures, index) => {
      const statements = statementsOf[CALLS[index]!.path] ?? 1;
      const database = bare[index]!.requestsPerSecond;
      row(figures, `${statements} | ${database} | ${percent(figures.requestsPerSecond / database)}`);
    });
    row(after, ' | | ');
  }
  if (runs > 1) {
    const spread = (numbers: number[]) => {
      const sorted = [...numbers].sort((a, b) => a - b);
      return [sorted[0]!, sorted[Math.floor(sorted.length / 2)]!, sorted.at(-1)!];
    };
    console.log(`\nOver ${runs} runs (min / median / max):`);
    console.log('| target | req/s | vs hello-world | vs bare database at as many statements |');
    console.log('| --- | ---: | ---: | ---: |');
    const hellos = all.flatMap((run) => [run.before.requestsPerSecond, run.after.requestsPerSecond]);
    console.log(`| hello-world (before and after) | ${spread(hellos).join(' / ')} | 100% | |`);
    CALLS.forEach((call, index) => {
      const rates = all.map((run) => run.calls[index]!.requestsPerSecond);
      const ratios = all.map(
        (run) =>
          run.calls[index]!.requestsPerSecond / ((run.before.requestsPerSecond + run.after.requestsPerSecond) / 2),
      );
      const ofDatabase = all.map((run) => run.calls[index]!.requestsPerSecond / run.bare[index]!.requestsPerSecond);
      console.log(
        `| ${call.name} | ${spread(rates).join(' / ')} | ${spread(ratios).map(percent).join(' / ')} | ` +
          `${spread(ofDatabase).map(percent).join(' / ')} |`,
      );
    });
  }
} finally {
  hello.child.kill('SIGTERM');
  helloDb.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
}
