// npm run bench:chat — realtime chat across two server processes on PostgreSQL and Redis (DATABASE_URL and
// REDIS_URL must be set): members log in on process A to send and listen on process B's WebSocket.
// Prints delivered messages per second and delivery latency at a fixed rate and at full speed, and the
// memory each idle connection costs at 5,000 connections, next to a bare `ws` relay measured the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { syncReferenceData } from '../apps/server/src/members/reference.service';
import { insertDemoSites } from '../apps/server/src/seed/demo-sites';
import { insertMembers, type MemberSeed } from '../apps/server/src/seed/demo-members';
import { startTarget } from './run-target';
import { createScratchDatabase } from './servers/scratch-database';

const PAIRS = 100;
const FIXED_RATE = 100;
const FIXED_SECONDS = 10;
const FULL_SPEED_SECONDS = 8;
const FULL_SPEED_IN_FLIGHT = 32;
const IDLE_CONNECTIONS = 5_000;
const PASSWORD = 'bench-chat-secret';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench:chat needs DATABASE_URL and REDIS_URL (two processes share PostgreSQL and Redis).');
  process.exit(1);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const rssKb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A site process as `npm start` runs it, on the scratch database. */
async function startSite(databaseUrl: string, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../apps/server/src/server.ts')],
    {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL,
        DATA_DIR: dataDir,
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
  /** Sends one message from pair i; resolves when the server answered. */
  send(pair: number, body: string): Promise<number>;
  /** Opens the receiving socket of pair i (or an idle one). */
  connect(pair: number): Promise<WebSocket>;
}

async function openSocket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

/** Fixed rate, then full speed: delivered per second and latency from send to arrival. */
async function measure(driver: Driver) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  const sockets = await Promise.all(Array.from({ length: PAIRS }, (_, pair) => driver.connect(pair)));
  for (const socket of sockets)
    socket.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as { type: string; message?: { body: string } };
      const started = event.type === 'message' ? sentAt.get(event.message!.body) : undefined;
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      sentAt.delete(event.message!.body);
      delivered++;
    });
  let sequence = 0;
  // The app refuses a member sending faster than the chat send rate (429 chat_rate_limited): at full
  // speed that is the limit at work, counted apart rather than failing the run.
  let limited = 0;
  const sendOne = async () => {
    const body = `bench ${sequence++} ${randomUUID().slice(0, 8)}`;
    sentAt.set(body, performance.now());
    const status = await driver.send(sequence % PAIRS, body);
    if (status === 429) {
      sentAt.delete(body);
      limited++;
      return;
    }
    if (status !== 201) throw new Error(`${driver.name}: send answered ${status}`);
  };

  // Fixed rate: one message every 1000/FIXED_RATE ms.
  const sends: Promise<void>[] = [];
  const fixedStart = performance.now();
  for (let index = 0; index < FIXED_RATE * FIXED_SECONDS; index++) {
    const due = fixedStart + (index * 1000) / FIXED_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sends.push(sendOne());
  }
  await Promise.all(sends);
  await sleep(500);
  const fixedSeconds = (performance.now() - fixedStart) / 1000;
  const fixed = {
    rate: delivered / fixedSeconds,
    lost: sentAt.size,
    limited,
    sorted: [...latencies].sort((a, b) => a - b),
  };

  // Full speed: as many as the server takes with a fixed number in flight.
  latencies.length = 0;
  delivered = 0;
  sentAt.clear();
  const fullStart = performance.now();
  await Promise.all(
    Array.from({ length: FULL_SPEED_IN_FLIGHT }, async () => {
      while (performance.now() - fullStart < FULL_SPEED_SECONDS * 1000) await sendOne();
    }),
  );
  await sleep(500);
  const full = {
    limited: limited - fixed.limited,
    rate: delivered / ((performance.now() - fullStart) / 1000),
    sorted: [...latencies].sort((a, b) => a - b),
  };
  sockets.forEach((socket) => socket.close());

  // Idle connections: the server's memory before and after.
  await sleep(1_000);
  const before = await rssKb(driver.pid);
  const idle: WebSocket[] = [];
  for (let index = 0; index < IDLE_CONNECTIONS; index += 250)
    idle.push(
      ...(await Promise.all(Array.from({ length: 250 }, (_, offset) => driver.connect((index + offset) % PAIRS)))),
    );
  await sleep(3_000);
  const after = await rssKb(driver.pid);
  idle.forEach((socket) => socket.terminate());
  return { fixed, full, kbPerConnection: (after - before) / IDLE_CONNECTIONS };
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const scratch = await createScratchDatabase(process.env.DATABASE_URL);
try {
  console.log(`Preparing ${PAIRS * 2} members on a scratch database…`);
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
  const seeds = Array.from({ length: PAIRS }, (_, index) => [
    member('sender', index, 'female'),
    member('receiver', index, 'male'),
  ]).flat();
  await insertMembers(handle.db, seeds);
  const receivers = await handle.db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'users.email'])
    .where('users.email', 'like', 'receiver%')
    .execute();
  const receiverProfile = new Map(receivers.map((row) => [row.email, row.id]));
  await handle.close();

  for (let index = 0; index < 2; index++) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chat-')));
  const [siteA, siteB] = await Promise.all(dataDirs.map((dir) => startSite(scratch.url, dir)));
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
  const senderCookies: string[] = [];
  const receiverCookies: string[] = [];
  for (let index = 0; index < PAIRS; index++) {
    senderCookies.push(await login(siteA!.port, `sender${index}@bench.test`));
    receiverCookies.push(await login(siteB!.port, `receiver${index}@bench.test`));
  }

  const app: Driver = {
    name: 'app (2 processes, Redis)',
    pid: siteB!.child.pid!,
    send: async (pair, body) =>
      (
        await fetch(`http://127.0.0.1:${siteA!.port}/api/messages.php`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: senderCookies[pair]!,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ to: receiverProfile.get(`receiver${pair}@bench.test`), body }),
        })
      ).status,
    connect: (pair) =>
      openSocket(`ws://127.0.0.1:${siteB!.port}/api/ws`, {
        cookie: receiverCookies[pair]!,
        origin: `http://127.0.0.1:${siteB!.port}`,
      }),
  };
  const relayTarget = await startTarget('relay-server.ts');
  children.push(relayTarget.child);
  const [relayPort, relayPid] = relayTarget.fields.map(Number) as [number, number];
  const relay: Driver = {
    name: 'bare ws relay',
    pid: relayPid,
    send: async (pair, body) =>
      (await fetch(`http://127.0.0.1:${relayPort}/send?to=${pair}`, { method: 'POST', body: JSON.stringify({ body }) }))
        .status,
    connect: (pair) => openSocket(`ws://127.0.0.1:${relayPort}/ws?id=${pair}`, {}),
  };

  const results = [];
  for (const driver of [relay, app]) {
    console.log(`Measuring ${driver.name}…`);
    results.push({ driver, figures: await measure(driver) });
  }
  const bare = results[0]!.figures;
  console.log(
    `\n${PAIRS} pairs; fixed rate ${FIXED_RATE}/s for ${FIXED_SECONDS} s, then full speed with ${FULL_SPEED_IN_FLIGHT} in flight for ${FULL_SPEED_SECONDS} s; ${IDLE_CONNECTIONS} idle sockets.`,
  );
  console.log(
    '| target | delivered/s at fixed rate | p50 ms | p95 ms | p99 ms | lost | delivered/s at full speed | 429 at full speed | vs bare | KB per idle socket |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { driver, figures } of results) {
    const f = figures.fixed;
    console.log(
      `| ${driver.name} | ${f.rate.toFixed(0)} | ${percentile(f.sorted, 0.5).toFixed(1)} | ${percentile(f.sorted, 0.95).toFixed(1)} | ${percentile(f.sorted, 0.99).toFixed(1)} | ${f.lost + f.limited} | ${figures.full.rate.toFixed(0)} | ${figures.full.limited} | ${((figures.full.rate / bare.full.rate) * 100).toFixed(0)}% | ${figures.kbPerConnection.toFixed(1)} |`,
    );
  }
} finally {
  children.forEach((child) => child.kill('SIGTERM'));
  await sleep(500);
  await scratch.drop().catch(() => undefined);
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}
