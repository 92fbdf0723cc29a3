import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type TConfig } from '../config/env';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import type { Clock } from '../lib/clock';
import { createAppDeps } from '../app-deps-setup';
import { seedGiftsIfEmpty } from '../chat/gifts.service';
import { insertDemoSites, type DemoSites } from '../seed/demo-sites';
import { hashPassword } from '../auth/passwords';
import { MemberFactory, type TFixtureMember, type TMemberFixture } from './member-factory';
import type { TStaffRole } from '@app/shared';
import { createStaff } from '../admin/staff-accounts';
import { totpCode, totpStep } from '../admin/auth/totp';
import { settleAfterCommitWork } from '../db/after-commit';
import type { TPushSend } from '../notifications/push-notifier';

export class FakeClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
  advanceDays(days: number): void {
    this.current += days * 86_400_000;
  }
}

/** A fresh PostgreSQL database copied from the run's migrated template; dropped when the run ends. */
export async function createPostgresDatabase(template: string, runId: string): Promise<string> {
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
export const TEST_TOTP_SECRET = 'KRSXG5CTKRSXG5CTKRSXG5CTKRSXG5CT';
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: FakeClock;
  config: TConfig;
  sites: DemoSites;
  /** A member made the way members are made (test/member-factory.ts, decision 019). */
  createMember(overrides?: TMemberFixture): Promise<TFixtureMember>;
  login(email: string, password?: string, host?: string): Promise<string>;
  /** Sends the queued mails and answers those the outbox received since the last call. */
  deliverMails(): Promise<
    Array<{ to: string; subject: string; html: string; text: string; headers: Record<string, string> }>
  >;
  /** A staff member of a role with an authenticator set up, logged in with both factors: their cookie. */
  staffLogin(role: TStaffRole, overrides?: { email?: string }): Promise<{ cookie: string; id: number; email: string }>;
  /** Waits for the work that follows commits (realtime events, file removal), which responses do not wait for. */
  settle(): Promise<void>;
  /**
   * Another app on the same database, Redis key space and clock: a second process behind the load
   * balancer. Closed with this one.
   */
  secondProcess(): Promise<FastifyInstance>;
  /** The statements (round trips, BEGIN and COMMIT included) the database received while `work` ran. */
  statementsOf(work: () => Promise<unknown>): Promise<string[]>;
  /**
   * How many round trips `work` waits for one after another: a statement sent while another is still out shares
   * its wait. On PGlite, whose one connection serves statements in turn, it equals the number of statements.
   */
  waitsOf(work: () => Promise<unknown>): Promise<number>;
  /** Carries out the queued jobs (mail, push) that are due now. */
  runJobs(): Promise<number>;
  /** A push service of the test's (slow, failing) instead of the recording one. */
  pushService: { send?: TPushSend };
  /** Web Pushes the app sent, with their decoded payloads. */
  pushes: Array<{ endpoint: string; payload: Record<string, unknown> }>;
  close(): Promise<void>;
}

let memberCounter = 0;

/** A whole app on its own fresh database, with the two demo sites and a fake clock. */
export async function createTestApp(
  configOverrides: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  /** A logger of the test's (to read what the server logs); silent without. */
  options: { loggerInstance?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dating-test-'));
  // The production path in CI: REDIS_URL of the run carries rate limits and realtime events.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    ...configOverrides,
  });
  const clock = new FakeClock();
  const sites = await insertDemoSites(handle.db);
  const pushes: TestApp['pushes'] = [];
  const pushService: TestApp['pushService'] = {};
  // Redis keys of its own (parallel files never share a limit or an event), shared by its second process.
  const keySpace = `test:${randomUUID()}:`;
  const { deps, close: closeDeps } = await createAppDeps({
    config,
    database: handle,
    clock,
    // Quiet mail errors, and pushes recorded instead of sent to a browser vendor.
    isolated: true,
    keySpace,
    log: { error() {}, warn() {} },
    pushSend: async (subscription, payload, options) => {
      if (pushService.send) return pushService.send(subscription, payload, options);
      pushes.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) as Record<string, unknown> });
    },
  });
  await seedGiftsIfEmpty(handle.db, deps.media);
  const { jobs } = deps;
  const app = await buildApp({
    deps,
    ...(config.WEB_DIST_DIR && { webDistDir: config.WEB_DIST_DIR }),
    ...(options.loggerInstance && { loggerInstance: options.loggerInstance }),
  });
  extend?.(app);
  let lastMailId = 0;
  await app.ready();
  const others: Array<() => Promise<void>> = [];
  const members = new MemberFactory(app, sites.mainSiteId, {
    text: TEST_PASSWORD,
    hash: () => (passwordHash ??= hashPassword(TEST_PASSWORD)),
  });

  return {
    app,
    db: handle.db,
    clock,
    pushes,
    pushService,
    config,
    sites,
    createMember: (overrides = {}) => members.create(overrides),
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
    async staffLogin(role, overrides = {}) {
      const email =
        overrides.email ?? `${role}-${++memberCounter}-${Math.random().toString(36).slice(2, 7)}@staff.test`;
      const id = await createStaff(handle.db, {
        email,
        name: `Test ${role}`,
        role,
        password: TEST_PASSWORD,
        totpSecret: TEST_TOTP_SECRET,
      });
      const first = await app.inject({
        method: 'POST',
        url: '/api/admin/login.php',
        payload: { email, password: TEST_PASSWORD },
      });
      if (first.statusCode !== 200) throw new Error(`staff login failed: ${first.body}`);
      const cookie = `staff_session=${first.cookies.find((c) => c.name === 'staff_session')!.value}`;
      // A fresh step per login, so the one-use rule never refuses a test's second login.
      clock.advanceMinutes(1);
      const code = totpCode(TEST_TOTP_SECRET, totpStep(clock.now()));
      const second = await app.inject({
        method: 'POST',
        url: '/api/admin/second-factor.php',
        headers: { cookie },
        payload: { code },
      });
      if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.body}`);
      return { cookie, id, email };
    },
    async secondProcess() {
      const second = await createAppDeps({
        config,
        database: handle,
        clock,
        isolated: true,
        keySpace,
        log: { error() {}, warn() {} },
      });
      const otherApp = await buildApp({ deps: second.deps });
      await otherApp.ready();
      others.push(async () => {
        await otherApp.close();
        await second.close();
      });
      return otherApp;
    },
    settle: settleAfterCommitWork,
    async statementsOf(work) {
      const heard: string[] = [];
      const stop = handle.statements.listen((sql) => heard.push(sql));
      try {
        await work();
        await settleAfterCommitWork();
      } finally {
        stop();
      }
      return heard;
    },
    async waitsOf(work) {
      let waits = 0;
      let out = 0;
      const stop = handle.statements.watch(() => {
        if (out === 0) waits += 1;
        out += 1;
        return () => void (out -= 1);
      });
      try {
        await work();
        await settleAfterCommitWork();
      } finally {
        stop();
      }
      return waits;
    },
    runJobs: () => jobs.runOnce(),
    async deliverMails() {
      await jobs.runOnce();
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
      for (const close of others) await close();
      await app.close();
      // As the server's graceful stop: work after a commit (a card copy, a file removal) ends before the database.
      await settleAfterCommitWork();
      await closeDeps();
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
