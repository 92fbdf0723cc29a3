import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logAfterCommitFailuresWith } from '../db/after-commit';
import { inTransaction } from '../db/transaction';
import { enqueueJob } from '../jobs/job-queue';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/test-app';

const raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);
const logger = createLogger('info', { write: (line: string) => void raw.push(line) });

let t: TestApp;
let restoreAfterCommitLog: () => void;
beforeAll(async () => {
  restoreAfterCommitLog = logAfterCommitFailuresWith((error) =>
    logger.error({ err: error }, 'work after commit failed'),
  );
  t = await createTestApp(
    {},
    (app) => {
      // A service as the features write them: it logs through the server's logger, not the request's, and its
      // transaction starts work after the commit, which fails.
      app.get('/test/service-call', async () => {
        logger.warn('service noticed something');
        await inTransaction(app.deps.db, async ({ tx, onCommit }) => {
          await tx.selectFrom('sites').select('id').execute();
          onCommit(async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            throw new Error('the realtime event was refused');
          });
        });
        return { ok: true };
      });
    },
    { loggerInstance: logger },
  );
});
afterAll(async () => {
  restoreAfterCommitLog();
  await t.close();
});

describe('the request id (issue 21 item 1)', () => {
  it('is on every line a request causes: its services, its after-commit work and the request line', async () => {
    raw.length = 0;
    const answer = await t.app.inject({ url: '/test/service-call' });
    expect(answer.statusCode).toBe(200);
    await t.settle();

    const reqId = answer.headers['x-request-id'];
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const byMessage = (msg: string) => lines().find((line) => line.msg === msg);
    expect(byMessage('request completed')).toMatchObject({ reqId, req: { url: '/test/service-call' } });
    expect(byMessage('service noticed something')).toMatchObject({ reqId });
    expect(byMessage('work after commit failed')).toMatchObject({
      reqId,
      err: { message: 'the realtime event was refused' },
    });
    // Once per line: Fastify's request logger binds it, and the context does not add it a second time.
    for (const line of raw.filter((entry) => entry.includes(reqId as string)))
      expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it("takes a proxy's X-Request-Id when it is a short safe token, and makes its own otherwise", async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'caddy-3f2a.91_x' } });
    expect(given.headers['x-request-id']).toBe('caddy-3f2a.91_x');

    for (const unsafe of ['a'.repeat(65), 'two words', 'line\\nbreak', '{"reqId":"x"}', '']) {
      const answer = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': unsafe } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = await t.app.inject({ url: '/api/no-such-call.php' });
    const second = await t.app.inject({ url: '/api/no-such-call.php' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("puts a queued job's id and kind on the lines its handler writes", async () => {
    t.app.deps.jobs.handle('log-test', {
      maxAttempts: 1,
      timeoutMs: 5_000,
      run: async () => logger.info('job handler at work'),
    });
    await enqueueJob(t.db, { kind: 'log-test', siteId: null, userId: null, payload: {} }, t.clock.now());
    raw.length = 0;
    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    const line = lines().find((entry) => entry.msg === 'job handler at work');
    expect(line).toMatchObject({ kind: 'log-test', jobId: expect.any(Number) });
    expect(line).not.toHaveProperty('reqId');
  });
});
