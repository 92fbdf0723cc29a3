// npm run soak — a real-clock soak run (issue 15): the server started exactly as `npm start` does, driven by
// simulated members through an in-process load balancer, watched by monitors; exits 1 on any sign of trouble.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { direct } from './director';
import { Disruptions } from './disruptions';
import { Failures } from './failures';
import { checkAtEnd } from './final-checks';
import { checkMetrics } from './metrics-check';
import { fetchHealth, HealthMonitor, type TJobFigure } from './health-monitor';
import { LoadBalancer } from './load-balancer';
import { createSoakDatabase, RedisServer } from './local-services';
import { LogMonitor } from './log-monitor';
import { startMailServer } from './mail-server';
import { Member } from './member';
import { MachineMonitor } from './machine-monitor';
import { MemoryMonitor } from './memory-monitor';
import { parseOptions, USAGE, UsageError, type TSoakOptions } from './options';
import { RealtimeTracker } from './realtime';
import { formatReport } from './report';
import { RequestStats } from './request-stats';
import { ServerFleet } from './server-processes';
import { emptyActivity, type TSoakContext } from './soak-context';
import { planTimeline, RunClock, seconds, sleep } from './timeline';

const PROGRESS_EVERY_MS = 30_000;
/** Members finish what they were doing within this after the end (every request times out at 30 s). */
const MEMBERS_SETTLE_MS = 40_000;
/** Setup (a first build of the web app and server included) and teardown on top of the planned run. */
const OVERHEAD_MS = 25 * 60_000;

function readOptions(): TSoakOptions {
  try {
    const options = parseOptions(process.argv.slice(2));
    if (options === 'help') {
      console.log(USAGE);
      process.exit(0);
    }
    return options;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
}

const options = readOptions();
const plan = planTimeline(options);
const clock = new RunClock(plan);
const failures = new Failures(clock);
const disruptions = new Disruptions(clock);
const machine = new MachineMonitor();
machine.start();
failures.machine = () => machine.describe();
const runId = Date.now().toString(36);
const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soak-'));
const dataDir = path.join(tempDir, 'data');
const logs = new LogMonitor(path.join(tempDir, 'soak.log'), failures, disruptions);
const say = (line: string) => {
  console.log(`[${clock.stamp()}] ${line}`);
  logs.note(line);
};

/** Set once the servers are being started: an abort before that has none to kill. */
const running: { fleet?: ServerFleet } = {};
// Teardown, in reverse order of setup, whatever ends the run (its end, Ctrl-C, an error, the hard deadline).
const teardown: Array<{ name: string; run: () => Promise<unknown> }> = [];
let tornDown: Promise<void> | null = null;
function tearDown(): Promise<void> {
  tornDown ??= (async () => {
    clock.abort.abort();
    for (const step of teardown.reverse()) {
      await Promise.race([
        step.run().catch((error) => console.error(`teardown: ${step.name} failed: ${(error as Error).message}`)),
        sleep(30_000).then(() => console.error(`teardown: ${step.name} took over 30 s; moving on`)),
      ]);
    }
  })();
  return tornDown;
}
/** Ends the run early; the log stays for a run that went wrong, not for one the user interrupted. */
let aborting = false;
async function abortRun(reason: string, code: number, keepLog = true): Promise<never> {
  if (aborting) return new Promise<never>(() => undefined);
  aborting = true;
  console.error(`\nsoak: ${reason}; stopping everything…`);
  running.fleet?.killAllNow();
  await tearDown();
  await logs.close();
  if (keepLog || options.keepData) console.error(`soak: kept ${keepLog ? logs.path : tempDir}`);
  else await fs.rm(tempDir, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGINT', () => void abortRun('interrupted (SIGINT)', 130, false));
process.once('SIGTERM', () => void abortRun('terminated (SIGTERM)', 143, false));
process.on('uncaughtException', (error) => void abortRun(`uncaught error in the soak itself: ${error.stack}`, 1));
process.on(
  'unhandledRejection',
  (reason) => void abortRun(`unhandled rejection in the soak itself: ${String(reason)}`, 1),
);
setTimeout(
  () => void abortRun(`the run took longer than planned + ${OVERHEAD_MS / 60_000} min: a hang`, 1),
  plan.wallMs + OVERHEAD_MS,
).unref();

teardown.push({
  name: 'temporary folder',
  run: async () => {
    if (!options.keepData) await fs.rm(dataDir, { recursive: true, force: true });
  },
});

console.log(
  `Soak: ${options.minutes} min of driving + ${plan.gaps.length} idle gaps of 100 s (${seconds(plan.wallMs)} in all), ` +
    `${options.processes} process(es) on ${options.database}${options.redis ? ' with Redis' : ''}, job scale ${options.jobScale}, ` +
    `${options.members} members, seed ${options.seed}`,
);
console.log(`Server output goes to ${logs.path}`);

const mail = await startMailServer();
teardown.push({ name: 'SMTP server', run: () => mail.close() });
const database = options.database === 'postgres' ? await createSoakDatabase() : null;
if (database) {
  teardown.push({ name: `database ${database.name}`, run: () => database.drop() });
  say(`database ${database.name} created`);
}
const redis = options.redis ? await RedisServer.start() : null;
if (redis) {
  teardown.push({ name: 'redis-server', run: () => redis.kill() });
  say(`redis-server on port ${redis.port}`);
}

const env: Record<string, string> = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? tempDir,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  TRUST_PROXY: '127.0.0.1',
  JOB_TIME_SCALE: String(options.jobScale),
  SMTP_URL: mail.url,
  ...(database && { DATABASE_URL: database.url }),
  ...(redis && { REDIS_URL: redis.url }),
};
const servers = new ServerFleet(
  env,
  (slot, stream, line) => logs.line(slot, stream, line),
  (slot, code, signal) => {
    if (aborting) return;
    failures.add(
      'server exited',
      `${slot.label} (pid ${slot.pid}) exited by itself with ${signal ?? code}; its last lines:\n${slot.lastLines.slice(-20).join('\n')}`,
    );
  },
);
running.fleet = servers;
teardown.push({ name: 'server processes', run: () => servers.stopAll() });

try {
  for (let index = 0; index < options.processes; index++) {
    const started = Date.now();
    const slot = await servers.start(index);
    say(`${slot.label} (pid ${slot.pid}) ready on port ${slot.port} after ${seconds(Date.now() - started)}`);
  }
} catch (error) {
  if (!aborting) failures.add('start', (error as Error).message);
  await abortRun('a server did not start', 1);
}

const stats = new RequestStats(failures);
const lb = new LoadBalancer(servers, stats, say, () => disruptions.inKillWindow());
const realtime = new RealtimeTracker(clock, disruptions, failures);
const health = new HealthMonitor(servers, disruptions, failures);
const memory = new MemoryMonitor(servers, clock);
const context: TSoakContext = {
  lb,
  clock,
  mail,
  failures,
  disruptions,
  realtime,
  activity: emptyActivity(),
  peers: [],
  seed: options.seed,
  runId,
};
const members = Array.from({ length: options.members }, (_, index) => new Member(index, context));
context.peers.push(...members);

function progress(): void {
  const gap = clock.gapAt();
  say(
    `${gap ? `idle gap until ${seconds(gap.endMs)}` : 'active'}; ${stats.total} requests, ${failures.list.length} failures, ` +
      `${mail.mails.length} mails, ${realtime.delivered} socket deliveries, live: ${servers.live.map((slot) => slot.label).join(', ') || 'none'}`,
  );
}

clock.start();
say(
  `driving starts; idle gaps at ${plan.gaps.map((gap) => `${seconds(gap.startMs)}–${seconds(gap.endMs)}`).join(', ')}`,
);
lb.startProbing();
health.start();
memory.start();
realtime.start();
const progressTimer = setInterval(progress, PROGRESS_EVERY_MS);
const director = direct({
  plan,
  clock,
  servers,
  redis,
  disruptions,
  failures,
  say,
  lastProcess: options.processes - 1,
});
const driving = Promise.all(members.map((member) => member.run()));
await clock.sleep(plan.wallMs);
// Cut short (Ctrl-C, a hang, an error): abortRun tears down and exits; this flow stops here.
if (clock.abort.signal.aborted) await new Promise<never>(() => undefined);
say('driving ends; members finish what they were doing');
await Promise.race([driving, sleep(MEMBERS_SETTLE_MS)]);
await Promise.race([director, sleep(MEMBERS_SETTLE_MS)]);
clearInterval(progressTimer);
const ranMs = clock.elapsed();

// The job figures at the end, from any live process.
let jobs: TJobFigure[] | null = null;
for (const slot of servers.live) {
  const answer = await fetchHealth(slot.port).catch(() => null);
  if (answer?.body.jobs) {
    jobs = answer.body.jobs;
    break;
  }
}
health.stop();
memory.stop();
lb.stopProbing();
realtime.stop();
const memoryRows = memory.judge(failures);
checkAtEnd(options, ranMs, jobs, mail, failures);
const metrics = await checkMetrics(
  servers.live.map((slot) => slot.port),
  failures,
);
if (metrics)
  say(
    `metrics: all ${metrics.families} families on every live process; ${metrics.requests} requests and ${metrics.queries} statements timed`,
  );
say('stopping the servers');
await servers.stopAll();

const report = formatReport({
  options,
  plan,
  ranMs,
  stats,
  health: { ...health.figures, degradedExcused: health.degradedExcused },
  memory: memoryRows,
  mails: mail.countByKind(),
  jobs,
  realtime,
  sockets: {
    members: members.filter((member) => member.socket).length,
    reconnects: members.reduce((sum, member) => sum + (member.socket?.reconnects ?? 0), 0),
  },
  activity: context.activity,
  logs: {
    lines: logs.lines,
    warnings: logs.warnings,
    warningsInOutage: logs.warningsInOutage,
    stderr: logs.stderrLines,
    stderrInOutage: logs.stderrInOutage,
    outageMessages: logs.outageMessages,
    path: logs.path,
  },
  machine: { cores: machine.cores, maxLoad: machine.maxLoad, maxLagMs: machine.maxLagMs },
  failures: failures.list,
  warnings: failures.warnings,
});
await tearDown();
await logs.close();
console.log(report);
const passed = failures.list.length === 0;
if (passed && !options.keepData) {
  await fs.rm(tempDir, { recursive: true, force: true });
  console.log('(passed: the log file and the temporary folder are removed)');
} else console.log(`(kept: ${passed ? tempDir : logs.path})`);
process.exit(passed ? 0 : 1);
