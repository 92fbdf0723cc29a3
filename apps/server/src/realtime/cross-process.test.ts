import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { insertDemoSites } from '../seed/demo-sites';
import { insertMembers, type MemberSeed } from '../seed/demo-members';
import { createPostgresDatabase } from '../test/test-app';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
const testDatabase = inject('testDatabase');
const onProductionPath = testDatabase.kind === 'postgres' && Boolean(process.env.REDIS_URL);
const children: ChildProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  children.forEach((child) => child.kill('SIGTERM'));
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

/** One more server process on the shared PostgreSQL and Redis, as behind a load balancer. */
async function startProcess(databaseUrl: string): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cross-process-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const ready = /Site ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearInterval(timer);
        resolve(`127.0.0.1:${ready[1]}`);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
}

async function login(host: string, email: string): Promise<string> {
  const response = await fetch(`http://${host}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'cross-process-1' }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe.runIf(onProductionPath)('two server processes on PostgreSQL and Redis', () => {
  it('delivers a message sent through one process to a member connected to the other within a second', async () => {
    const databaseUrl = await createPostgresDatabase(testDatabase.template, testDatabase.runId);
    const handle = await openDatabase({ databaseUrl });
    const sites = await insertDemoSites(handle.db);
    const passwordHash = await hashPassword('cross-process-1');
    const member = (name: string, gender: 'male' | 'female'): MemberSeed => ({
      siteId: sites.mainSiteId,
      email: `${name.toLowerCase()}-${randomUUID()}@example.test`,
      passwordHash,
      status: 'confirmed',
      credits: 5,
      paidUser: false,
      language: 'en',
      fictional: false,
      signupDate: new Date(),
      lastActiveAt: new Date(),
      name,
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
    const writer = member('Writer', 'female');
    const reader = member('Reader', 'male');
    await insertMembers(handle.db, [writer, reader]);
    const readerProfile = await handle.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select('profiles.id')
      .where('users.email', '=', reader.email)
      .executeTakeFirstOrThrow();
    await handle.close();

    const [first, second] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
    const writerCookie = await login(first, writer.email);
    const readerCookie = await login(second, reader.email);
    const socket = new WebSocket(`ws://${second}/api/ws`, {
      headers: { cookie: readerCookie, origin: `http://${second}` },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const received = new Promise<number>((resolve) =>
      socket.on('message', (data) => {
        const event = JSON.parse(data.toString()) as { type: string };
        if (event.type === 'message') resolve(Date.now());
      }),
    );

    const sentAt = Date.now();
    const sent = await fetch(`http://${first}/api/messages.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: writerCookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ to: readerProfile.id, body: 'Across processes' }),
    });
    expect(sent.status).toBe(201);
    const arrivedAt = await Promise.race([
      received,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5_000)),
    ]);
    expect(arrivedAt).toBeGreaterThan(0);
    expect(arrivedAt - sentAt).toBeLessThan(1_000);
    socket.close();
  }, 90_000);
});
