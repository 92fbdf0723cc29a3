import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type TConfig } from '../config/env';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import type { Clock } from '../lib/clock';
import { SiteDirectory } from '../sites/site-directory';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { databaseRateLimiter, redisRateLimiter } from '../lib/rate-limit';
import { MailWorker } from '../mail/mail-queue';
import { mailTransportFor } from '../mail/mail-setup';
import { insertDemoSites, type DemoSites } from '../seed/demo-sites';
import { hashPassword } from '../auth/passwords';
import { insertMembers, type MemberSeed } from '../seed/demo-members';

export class FakeClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
  advanceDays(days: number): void {
    this.current += days * 86_400_000;
  }
}

async function createPostgresDatabase(template: string, runId: string): Promise<string> {
  const pg = (await import('pg')).default;
  const baseUrl = process.env.DATABASE_URL!;
  const name = `test_f_${runId}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Parallel copies of one template can collide for a moment; try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const { kind, template, runId } = inject('testDatabase');
  if (kind === 'postgres') return openDatabase({ databaseUrl: await createPostgresDatabase(template, runId) });
  const image = new Blob([await fs.readFile(template)]);
  return openDatabase({ inMemory: true, loadDataDir: image });
}

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: FakeClock;
  config: TConfig;
  sites: DemoSites;
  createMember(overrides?: Partial<MemberSeed>): Promise<{ userId: number; email: string; password: string }>;
  login(email: string, password?: string, host?: string): Promise<string>;
  /** Sends the queued mails and answers those the outbox received since the last call. */
  deliverMails(): Promise<
    Array<{ to: string; subject: string; html: string; text: string; headers: Record<string, string> }>
  >;
  close(): Promise<void>;
}

let memberCounter = 0;

/** A whole app on its own fresh database, with the two demo sites and a fake clock. */
export async function createTestApp(
  configOverrides: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dating-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...configOverrides });
  const clock = new FakeClock();
  const sites = await insertDemoSites(handle.db);
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  const mailWorker = new MailWorker(handle.db, mailTransportFor(config, handle.db), clock, { error() {} });
  const app = await buildApp({
    deps: {
      config,
      db: handle.db,
      dbKind: handle.kind,
      clock,
      sites: new SiteDirectory(handle.db),
      // Each test app counts in its own key space, so parallel files never share a limit.
      rateLimiter: redis ? redisRateLimiter(redis, `test:${randomUUID()}:`) : databaseRateLimiter(handle.db),
      mailWorker,
    },
    ...(config.WEB_DIST_DIR && { webDistDir: config.WEB_DIST_DIR }),
  });
  extend?.(app);
  let lastMailId = 0;
  await app.ready();

  return {
    app,
    db: handle.db,
    clock,
    config,
    sites,
    async createMember(overrides = {}) {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const email =
        overrides.email ?? `member${++memberCounter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
      const member: MemberSeed = {
        siteId: sites.mainSiteId,
        email,
        passwordHash: await passwordHash,
        status: 'confirmed',
        credits: 0,
        paidUser: false,
        language: 'en',
        fictional: false,
        signupDate: clock.now(),
        lastActiveAt: clock.now(),
        name: 'Robin',
        dateOfBirth: '1992-02-02',
        gender: 'female',
        sexuality: 'hetero',
        seeking: 'male',
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
        ...overrides,
      };
      const ids = await insertMembers(handle.db, [member]);
      return { userId: ids.get(`${member.siteId}:${email}`)!, email, password: TEST_PASSWORD };
    },
    async login(email, password = TEST_PASSWORD, host = 'localhost') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { host },
        payload: { email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return authCookieOf(response)!;
    },
    async deliverMails() {
      await mailWorker.runOnce();
      const mails = await handle.db
        .selectFrom('outbox_mails')
        .selectAll()
        .where('id', '>', lastMailId)
        .orderBy('id')
        .execute();
      lastMailId = mails.at(-1)?.id ?? lastMailId;
      return mails.map((mail) => ({
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      }));
    },
    async close() {
      await mailWorker.stop();
      await app.close();
      await redis?.quit();
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The auth cookie's value from a response, for the next request's Cookie header. */
export function authCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === 'auth');
  return cookie ? `auth=${cookie.value}` : undefined;
}
