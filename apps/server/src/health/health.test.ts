import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { inTransaction } from '../db/transaction';
import { withTimeout } from '../lib/timeout';
import { startWatchdog } from './watchdog';
import { DATABASE_SLOW_MS, SLOW_OF_RECENT } from './health-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every connection the database lends is taken by a transaction that waits until `release`. */
async function holdEveryConnection() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // PGlite has one connection; the PostgreSQL pool twenty.
  const connections = t.app.deps.dbKind === 'pglite' ? 1 : 20;
  const holders = Array.from({ length: connections }, () => inTransaction(t.db, () => gate));
  for (let tries = 0; tries < 100 && t.app.deps.leases.size < connections; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    async release() {
      release();
      await Promise.all(holders);
    },
  };
}

const healthz = () => withTimeout(t.app.inject({ method: 'GET', url: '/healthz' }), 1_500, 'the health check');

describe('GET /healthz', () => {
  it('reports the database, Redis, the jobs and the queue when all is well', async () => {
    const answer = await healthz();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({
      status: 'ok',
      reasons: [],
      database: { kind: t.app.deps.dbKind, ok: true },
      queue: { due: expect.any(Number), failed_last_day: 0 },
    });
    // A load balancer and a monitor asking at the same moment share one probe; neither is told "unavailable".
    const together = await Promise.all([healthz(), healthz(), healthz()]);
    expect(together.map((each) => each.statusCode)).toEqual([200, 200, 200]);
  });

  it('answers 503 within a second while the database does not answer, and does not pile its checks up', async () => {
    const held = await holdEveryConnection();
    const first = await healthz();
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
    expect(first.json().reasons[0]).toMatch(/select 1 took longer than/);
    // The first probe still waits for a connection: the next check says so instead of queueing another.
    const second = await healthz();
    expect(second.statusCode).toBe(503);
    expect(second.json().reasons[0]).toMatch(/an earlier check has waited \d+ ms/);
    await held.release();
    for (let tries = 0; tries < 50; tries++) {
      if ((await healthz()).statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await healthz()).json().status).toBe('ok');
  });
});

describe('a slow database', () => {
  /** A health check while every connection stays taken for `ms`: the probe answers, late. */
  async function healthzWhileHeldFor(ms: number) {
    const held = await holdEveryConnection();
    const answer = healthz();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await held.release();
    return answer;
  }

  it('is ok after one slow answer, degraded once slowness lasts, and ok again when it passes', async () => {
    const lateBy = DATABASE_SLOW_MS + 150;
    const once = await healthzWhileHeldFor(lateBy);
    // A burst of work (members coming back after a quiet spell) is not a state a load balancer should act on.
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ status: 'ok', database: { ok: true } });
    expect(once.json().database.ms).toBeGreaterThan(DATABASE_SLOW_MS);

    let last = once;
    for (let slow = 1; slow < SLOW_OF_RECENT.count; slow++) last = await healthzWhileHeldFor(lateBy);
    expect(last.statusCode).toBe(200);
    expect(last.json().status).toBe('degraded');
    expect(last.json().reasons).toContainEqual(expect.stringMatching(/^database slow: \d+ of the last \d+ checks/));

    for (let fast = 0; fast < SLOW_OF_RECENT.of; fast++) last = await healthz();
    expect(last.json().status).toBe('ok');
  });
});

describe('the watchdog', () => {
  /** A watchdog with short limits, and the lines it logs. */
  function watchdogHeard() {
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const stop = startWatchdog(
      t.app.deps.leases,
      { error: (fields, message) => void lines.push({ fields: fields as Record<string, unknown>, message }) },
      { blockedAfterMs: 200, checkEveryMs: 50 },
    );
    return { lines, stop };
  }

  it('names the line that holds a database connection too long, and a blocked event loop', async () => {
    const { lines, stop } = watchdogHeard();
    try {
      const held = await holdEveryConnection();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await held.release();
      const connection = lines.find((line) => line.message.startsWith('a database connection has been held'));
      expect(connection?.fields.holder).toMatch(/^the transaction opened at .*health\.test\.ts:\d+/);

      const until = Date.now() + 400;
      while (Date.now() < until); // the event loop is blocked on purpose
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(lines.some((line) => line.message.startsWith('event loop was blocked'))).toBe(true);
    } finally {
      stop();
    }
  });

  // PGlite runs a statement inside the event loop, so only PostgreSQL can hold one while the watchdog looks.
  it.runIf(inject('testDatabase').kind === 'postgres')('names a single slow statement by its SQL', async () => {
    const { lines, stop } = watchdogHeard();
    try {
      await sql`select pg_sleep(0.5) as slow_probe`.execute(t.db);
      const connection = lines.find((line) => line.message.startsWith('a database connection has been held'));
      expect(connection?.fields.holder).toBe('the statement select pg_sleep(0.5) as slow_probe');
    } finally {
      stop();
    }
  });
});
