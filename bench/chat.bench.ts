// npm run bench:chat [-- --runs 3] — realtime chat across two server processes on PostgreSQL and Redis
// (DATABASE_URL and REDIS_URL must be set): members send through process A and listen on process B's
// WebSocket, one socket per member, on a site with CONVERSATIONS conversations between other members, so
// the indexes and tables are the size a real site has (decision 029).
// Each run: the bare `ws` relay and the app are each warmed up, then measured at a fixed rate and at full
// speed; "delivered/s" counts the messages that arrived on the recipients' sockets inside the window, not
// what was offered. The memory of idle sockets is measured last, after both (each reading right after a full
// garbage collection through the process's inspector, opened only then), so tearing sockets down never
// overlaps a timed part. Prints the relay baseline, the app's ratio to it, and the machine load.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { syncReferenceData } from '../apps/server/src/members/reference.service';
import { insertDemoSites } from '../apps/server/src/seed/demo-sites';
import { insertMembers, type MemberSeed } from '../apps/server/src/seed/demo-members';
import { startTarget } from './run-target';
import { createScratchDatabase } from './servers/scratch-database';

// The send rate (CHAT_SEND_BURST, one back every CHAT_SEND_REFILL_SECONDS) is per member: enough senders
// that full speed measures the server, not the rule (429s are printed; a run with many is flagged).
const PAIRS = Number(process.env.CHAT_BENCH_PAIRS ?? 500);
const FILLERS = 1_000;
const CONVERSATIONS = Number(process.env.CHAT_BENCH_CONVERSATIONS ?? 100_000);
const FIXED_RATE = 100;
const FIXED_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const FULL_SPEED_SECONDS = 8;
const FULL_SPEED_IN_FLIGHT = 32;
const PASSWORD = 'bench-chat-secret';
const DATA_KEY = randomBytes(32).toString('base64');
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 1;

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench:chat needs DATABASE_URL and REDIS_URL (two processes share PostgreSQL and Redis).');
  process.exit(1);
}

/**
 * A number as letters: message bodies must be unique, and digits in a row read as a phone number to the
 * contact-detail screening (decision 035), which refuses such a message on the demo sites (422).
 */
const lettersOf = (value: number) =>
  value
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const rssKb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/**
 * Full garbage collection in a process started with `--inspect-port`: SIGUSR1 opens its inspector (none is open
 * while anything is timed), and the DevTools protocol asks V8 to collect. Memory read right after it counts what
 * is alive, not what the timed parts left for a later collection (a figure that could even come out negative).
 */
async function collectGarbage(pid: number, inspectPort: number): Promise<void> {
  process.kill(pid, 'SIGUSR1');
  let targets: Array<{ webSocketDebuggerUrl: string }> | undefined;
  for (let attempt = 0; !targets; attempt++) {
    targets = await fetch(`http://127.0.0.1:${inspectPort}/json/list`)
      .then((answer) => answer.json() as Promise<Array<{ webSocketDebuggerUrl: string }>>)
      .catch((error: unknown) => {
        if (attempt >= 50) throw error;
        return sleep(100).then(() => undefined);
      });
  }
  const inspector = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => inspector.once('open', resolve).once('error', reject));
  await new Promise<void>((resolve) => {
    inspector.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { id?: number }).id === 1) resolve();
    });
    inspector.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  inspector.close();
}

/** Where each measured process opens its inspector for `collectGarbage`. */
const INSPECT_PORT = { relay: 9331, app: 9332 } as const;

/** A site process as `npm start` runs it, on the scratch database. */
async function startSite(
  databaseUrl: string,
  dataDir: string,
  inspectPort?: number,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [
      ...(inspectPort ? [`--inspect-port=127.0.0.1:${inspectPort}`] : []),
      // CHAT_BENCH_CPU_PROFILE=<folder>: each site process writes a .cpuprofile there when it stops (what a send costs).
      ...(process.env.CHAT_BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_BENCH_CPU_PROFILE}`]
        : []),
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '../apps/server/src/server.ts'),
    ],
    {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL,
        DATA_DIR: dataDir,
        // Both processes read what the other wrote: one key, as on a real pair of servers.
        DATA_ENCRYPTION_KEY: DATA_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Site ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.once('exit', (code) => reject(new Error(`site exited with ${code}: ${output}`)));
  });
}

interface Driver {
  name: string;
  pid: number;
  inspectPort: number;
  /** Sends one message from pair i; resolves with the HTTP status when the server answered. */
  send(pair: number, body: string): Promise<number>;
  /** Opens the socket of member `member` (0..2*PAIRS-1: senders first, then recipients). */
  connect(member: number): Promise<WebSocket>;
}

async function openSocket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

/** Opens one socket for each of `count` members, 100 at a time. */
async function connectAll(driver: Driver, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let index = 0; index < count; index += 100)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, count - index) }, (_, offset) => driver.connect(index + offset)),
      )),
    );
  return sockets;
}

interface TWindow {
  sent: number;
  delivered: number;
  limited: number;
  /** Sends whose connection failed (reset): neither answered nor delivered. */
  failed: number;
  seconds: number;
  sorted: number[];
}

/** Warm-up, then fixed rate, then full speed, each member with one socket open the whole time. */
async function measure(driver: Driver) {
  const sentAt = new Map<string, number>();
  let window: { delivered: number; latencies: number[]; open: boolean } = { delivered: 0, latencies: [], open: false };
  const sockets = await connectAll(driver, PAIRS * 2);
  // Only the recipients' sockets count: the sender's own tabs hear of their message too.
  for (const socket of sockets.slice(PAIRS))
    socket.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as { type: string; message?: { body: string } };
      const started = event.type === 'message' ? sentAt.get(event.message!.body) : undefined;
      if (started === undefined) return;
      sentAt.delete(event.message!.body);
      if (!window.open) return;
      window.latencies.push(performance.now() - started);
      window.delivered++;
    });
  let sequence = 0;
  const counts = { sent: 0, limited: 0, failed: 0 };
  const sendOne = async () => {
    const body = `bench ${lettersOf(sequence++)} ${lettersOf(randomBytes(4).readUInt32BE())}`;
    sentAt.set(body, performance.now());
    // A connection the server reset is counted apart (and not delivered) instead of ending the run.
    const status = await driver.send(sequence % PAIRS, body).catch(() => 0);
    if (status === 0) {
      sentAt.delete(body);
      counts.failed++;
      return;
    }
    if (status === 429) {
      sentAt.delete(body);
      counts.limited++;
      return;
    }
    if (status !== 201) throw new Error(`${driver.name}: send answered ${status}`);
    counts.sent++;
  };
  const fullSpeed = (seconds: number) => {
    const start = performance.now();
    return Promise.all(
      Array.from({ length: FULL_SPEED_IN_FLIGHT }, async () => {
        while (performance.now() - start < seconds * 1000) await sendOne();
      }),
    );
  };
  /** Runs `work` as a measured window: what arrives until `work` ends (plus a moment for the last ones). */
  const timed = async (work: () => Promise<unknown>): Promise<TWindow> => {
    counts.sent = 0;
    counts.limited = 0;
    counts.failed = 0;
    sentAt.clear();
    window = { delivered: 0, latencies: [], open: true };
    const start = performance.now();
    await work();
    const seconds = (performance.now() - start) / 1000;
    // Messages accepted inside the window that are still on their way count, but not the time waited.
    const deadline = performance.now() + 2_000;
    while (sentAt.size > 0 && performance.now() < deadline) await sleep(20);
    window.open = false;
    return {
      sent: counts.sent,
      delivered: window.delivered,
      limited: counts.limited,
      failed: counts.failed,
      seconds,
      sorted: [...window.latencies].sort((a, b) => a - b),
    };
  };

  // Warm-up: connections, JIT and the database's caches, not measured.
  await timed(() => fullSpeed(WARM_UP_SECONDS));
  // The buckets of the send rate fill again before the measured parts.
  await sleep(5_000);
  const fixed = await timed(async () => {
    const sends: Promise<void>[] = [];
    const fixedStart = performance.now();
    for (let index = 0; index < FIXED_RATE * FIXED_SECONDS; index++) {
      const wait = fixedStart + (index * 1000) / FIXED_RATE - performance.now();
      if (wait > 0) await sleep(wait);
      sends.push(sendOne());
    }
    await Promise.all(sends);
  });
  await sleep(5_000);
  const full = await timed(() => fullSpeed(FULL_SPEED_SECONDS));
  sockets.forEach((socket) => socket.close());
  await sleep(1_000);
  return { fixed, full };
}

/** Memory of one idle socket per member: measured after every timed part, so nothing overlaps. */
async function idleKbPerSocket(driver: Driver): Promise<number> {
  await sleep(2_000);
  await collectGarbage(driver.pid, driver.inspectPort);
  const before = await rssKb(driver.pid);
  const sockets = await connectAll(driver, PAIRS * 2);
  await sleep(3_000);
  await collectGarbage(driver.pid, driver.inspectPort);
  const after = await rssKb(driver.pid);
  sockets.forEach((socket) => socket.terminate());
  return (after - before) / sockets.length;
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const scratch = await createScratchDatabase(process.env.DATABASE_URL);
try {
  console.log(
    `Preparing ${PAIRS * 2} members and ${CONVERSATIONS.toLocaleString('en')} conversations between ${FILLERS} others on a scratch database…`,
  );
  const handle = await openDatabase({ databaseUrl: scratch.url });
  await migrateToLatest(handle.db);
  await syncReferenceData(handle.db);
  const sites = await insertDemoSites(handle.db);
  const passwordHash = await hashPassword(PASSWORD);
  const member = (role: string, index: number, gender: 'male' | 'female'): MemberSeed => ({
    siteId: sites.mainSiteId,
    email: `${role}${index}@bench.test`,
    passwordHash,
    status: 'confirmed',
    credits: 1_000_000,
    paidUser: true,
    language: 'en',
    fictional: false,
    signupDate: new Date(),
    lastActiveAt: new Date(),
    name: `${role}${index}`,
    dateOfBirth: '1990-01-01',
    gender,
    sexuality: 'hetero',
    seeking: gender === 'male' ? 'female' : 'male',
    country: 'NL',
    region: 'NL-UT',
    city: 'Utrecht',
    about: '',
    interests: [],
    hairColor: 'brown',
    eyeColor: 'green',
    bodyType: 'average',
    relationshipStatus: 'single',
    photos: [],
  });
  const seeds = [
    ...Array.from({ length: PAIRS }, (_, index) => member('sender', index, 'female')),
    ...Array.from({ length: PAIRS }, (_, index) => member('receiver', index, 'male')),
    ...Array.from({ length: FILLERS }, (_, index) => member('filler', index, index % 2 ? 'male' : 'female')),
  ];
  for (let index = 0; index < seeds.length; index += 1_000)
    await insertMembers(handle.db, seeds.slice(index, index + 1_000));
  // The rest of the site: conversations of one message each between other members, written in bulk (a
  // state members reach by writing once), then statistics as autovacuum would leave them.
  await sql`
    with f as (select p.id, row_number() over (order by p.id) as n from profiles p
        join users u on u.id = p.user_id where u.email like 'filler%'),
      pairs as (select a.id as a, b.id as b from f a join f b on b.n > a.n order by a.n, b.n limit ${CONVERSATIONS})
    insert into conversations (site_id, profile_low, profile_high, started_by, created_at)
    select ${sites.mainSiteId}, a, b, a, now() - interval '1 day' from pairs`.execute(handle.db);
  await sql`
    insert into messages (conversation_id, sender_id, kind, body, credits, created_at)
    select id, started_by, 'text', 'Hello there', 1, created_at from conversations`.execute(handle.db);
  await sql`
    update conversations c set last_message_id = m.id, last_message_at = m.created_at
    from messages m where m.conversation_id = c.id`.execute(handle.db);
  await sql`
    insert into conversation_members (conversation_id, profile_id, other_profile_id, unread_count, unread_since,
      last_read_message_id, last_message_at)
    select c.id, c.profile_low, c.profile_high, 0, null, c.last_message_id, c.last_message_at from conversations c
    union all
    select c.id, c.profile_high, c.profile_low, 1, c.last_message_at, 0, c.last_message_at from conversations c`.execute(
    handle.db,
  );
  await sql`analyze`.execute(handle.db);
  const receivers = await handle.db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'users.email'])
    .where('users.email', 'like', 'receiver%')
    .execute();
  const receiverProfile = new Map(receivers.map((row) => [row.email, row.id]));
  await handle.close();

  for (let index = 0; index < 2; index++) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chat-')));
  const [siteA, siteB] = await Promise.all([
    startSite(scratch.url, dataDirs[0]!),
    startSite(scratch.url, dataDirs[1]!, INSPECT_PORT.app),
  ]);
  children.push(siteA!.child, siteB!.child);
  const login = async (port: number, email: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
    return answer.headers.get('set-cookie')!.split(';')[0]!;
  };
  console.log(`Logging ${PAIRS * 2} members in…`);
  // Senders write through A; every member (senders too) listens on B with one socket.
  const emails = [
    ...Array.from({ length: PAIRS }, (_, index) => `sender${index}@bench.test`),
    ...Array.from({ length: PAIRS }, (_, index) => `receiver${index}@bench.test`),
  ];
  // Sessions live in the shared database: a cookie from A is good on B too (as behind a load balancer).
  const cookies: string[] = [];
  for (let index = 0; index < emails.length; index += 16)
    cookies.push(...(await Promise.all(emails.slice(index, index + 16).map((email) => login(siteA!.port, email)))));
  const [cookiesA, cookiesB] = [cookies, cookies];

  const app: Driver = {
    name: 'app (2 processes, Redis)',
    pid: siteB!.child.pid!,
    inspectPort: INSPECT_PORT.app,
    send: async (pair, body) =>
      (
        await fetch(`http://127.0.0.1:${siteA!.port}/api/messages.php`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookiesA[pair]!,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ to: receiverProfile.get(`receiver${pair}@bench.test`), body }),
        })
      ).status,
    connect: (memberIndex) =>
      openSocket(`ws://127.0.0.1:${siteB!.port}/api/ws`, {
        cookie: cookiesB[memberIndex]!,
        origin: `http://127.0.0.1:${siteB!.port}`,
      }),
  };
  const relayTarget = await startTarget('relay-server.ts', process.env, [
    `--inspect-port=127.0.0.1:${INSPECT_PORT.relay}`,
  ]);
  children.push(relayTarget.child);
  const [relayPort, relayPid] = relayTarget.fields.map(Number) as [number, number];
  const relay: Driver = {
    name: 'bare ws relay',
    pid: relayPid,
    inspectPort: INSPECT_PORT.relay,
    // The relay's recipient of pair i is member PAIRS + i, as in the app.
    send: async (pair, body) =>
      (
        await fetch(`http://127.0.0.1:${relayPort}/send?to=${PAIRS + pair}`, {
          method: 'POST',
          body: JSON.stringify({ body }),
        })
      ).status,
    connect: (memberIndex) => openSocket(`ws://127.0.0.1:${relayPort}/ws?id=${memberIndex}`, {}),
  };

  interface TRun {
    relay: Awaited<ReturnType<typeof measure>>;
    app: Awaited<ReturnType<typeof measure>>;
    ratio: number;
    load: string;
  }
  const runs: TRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const loadBefore = load();
    console.log(`Run ${run}/${RUNS} (load ${loadBefore}): bare relay…`);
    const relayFigures = await measure(relay);
    console.log(`Run ${run}/${RUNS}: app…`);
    const appFigures = await measure(app);
    const rate = (w: TWindow) => w.delivered / w.seconds;
    runs.push({
      relay: relayFigures,
      app: appFigures,
      ratio: rate(appFigures.full) / rate(relayFigures.full),
      load: `${loadBefore} -> ${load()}`,
    });
  }
  console.log('Idle sockets (last, after every timed part)…');
  const idle = { relay: await idleKbPerSocket(relay), app: await idleKbPerSocket(app) };

  const rate = (w: TWindow) => w.delivered / w.seconds;
  console.log(
    `\n${PAIRS} pairs, one socket per member; ${CONVERSATIONS.toLocaleString('en')} other conversations on the site. Warm-up ${WARM_UP_SECONDS} s; fixed rate ${FIXED_RATE}/s for ${FIXED_SECONDS} s; full speed with ${FULL_SPEED_IN_FLIGHT} in flight for ${FULL_SPEED_SECONDS} s. Cores: ${os.cpus().length}.`,
  );
  console.log(
    '| run | target | fixed: delivered/s | p50 ms | p95 ms | p99 ms | lost | 429 | full: sent | delivered | delivered/s | p95 ms | 429 | failed | load (1/5/15 min) |',
  );
  console.log(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  runs.forEach((run, index) => {
    for (const [name, figures] of [
      ['bare ws relay', run.relay],
      ['app (2 processes)', run.app],
    ] as const) {
      const { fixed, full } = figures;
      console.log(
        `| ${index + 1} | ${name} | ${rate(fixed).toFixed(0)} | ${percentile(fixed.sorted, 0.5).toFixed(1)} | ${percentile(fixed.sorted, 0.95).toFixed(1)} | ${percentile(fixed.sorted, 0.99).toFixed(1)} | ${fixed.sent - fixed.delivered} | ${fixed.limited} | ${full.sent} | ${full.delivered} | ${rate(full).toFixed(0)} | ${percentile(full.sorted, 0.95).toFixed(1)} | ${full.limited} | ${fixed.failed + full.failed} | ${run.load} |`,
      );
    }
  });
  const summary = (label: string, values: number[], digits = 0) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${label}: min ${sorted[0]!.toFixed(digits)} / median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(digits)} / max ${sorted[sorted.length - 1]!.toFixed(digits)}`,
    );
  };
  console.log('');
  summary(
    'bare relay, delivered/s at full speed',
    runs.map((run) => rate(run.relay.full)),
  );
  summary(
    'app, delivered/s at full speed',
    runs.map((run) => rate(run.app.full)),
  );
  summary(
    'app / bare relay at full speed, %',
    runs.map((run) => run.ratio * 100),
    1,
  );
  summary(
    'app, p95 ms at fixed rate',
    runs.map((run) => percentile(run.app.fixed.sorted, 0.95)),
    1,
  );
  if (runs.some((run) => run.app.full.limited > run.app.full.sent / 10))
    console.log(
      'Note: more than 10% of full-speed sends were refused by the send rate (429): add pairs (CHAT_BENCH_PAIRS).',
    );
  console.log(`KB per idle socket: bare relay ${idle.relay.toFixed(1)}, app ${idle.app.toFixed(1)}`);
  console.log(`Machine load (1/5/15 min) at the end: ${load()}`);
} finally {
  children.forEach((child) => child.kill('SIGTERM'));
  // A profiling process writes its profile as it stops.
  await sleep(process.env.CHAT_BENCH_CPU_PROFILE ? 5_000 : 500);
  await scratch.drop().catch(() => undefined);
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}
