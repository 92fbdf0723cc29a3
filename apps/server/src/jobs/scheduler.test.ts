import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { CLAIM_MS, Scheduler, type TScheduledJob } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { error() {}, warn() {} };
let counter = 0;

/** A job of the test's own; `gate` lets a run hang until the test opens it. */
function probeJob(everyMs = 60_000) {
  const runs: string[] = [];
  let open: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const job: TScheduledJob<string> = {
    name: `probe-${++counter}`,
    everyMs,
    firstAfterMs: 0,
    async run(worker) {
      runs.push(worker);
      await gate;
      return 'done';
    },
  };
  return {
    job,
    runs,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

/** Two server processes on one database: schedulers of their own. */
const processes = (job: TScheduledJob<string>) =>
  [new Scheduler(t.db, t.clock, [job], 'first', quiet), new Scheduler(t.db, t.clock, [job], 'second', quiet)] as const;

describe('the scheduler', () => {
  it('runs a job once per interval across processes, and records each run', async () => {
    const probe = probeJob();
    const [first, second] = processes(probe.job);
    await Promise.all([first.register(), second.register()]);
    const started = await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    expect(started.flat()).toEqual([probe.job.name]);
    await Promise.all([first.waitForRuns(), second.waitForRuns()]);
    expect(probe.runs).toHaveLength(1);

    // Not due again before its interval has passed, whoever asks.
    t.clock.advanceMinutes(0.5);
    expect([...(await first.runDue()), ...(await second.runDue())]).toEqual([]);
    t.clock.advanceMinutes(0.6);
    expect([...(await second.runDue()), ...(await first.runDue())]).toEqual([probe.job.name]);
    await Promise.all([first.waitForRuns(), second.waitForRuns()]);
    expect(probe.runs).toHaveLength(2);

    const row = await t.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', probe.job.name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ runs: 2, failures: 0, locked_by: null, last_error: null });
    const recorded = await t.db
      .selectFrom('job_runs')
      .select(['ok', 'outcome'])
      .where('name', '=', probe.job.name)
      .execute();
    expect(recorded).toEqual([
      { ok: true, outcome: 'done' },
      { ok: true, outcome: 'done' },
    ]);
  });

  it('never starts a slow run twice, and a late run starts once, not once per missed interval', async () => {
    const probe = probeJob(15_000);
    const [first, second] = processes(probe.job);
    await first.register();
    probe.hold();
    expect(await first.runDue()).toEqual([probe.job.name]);
    // Three intervals pass while the run still works (within its claim): nobody starts it again.
    for (let interval = 0; interval < 3; interval++) {
      t.clock.advanceMinutes(0.3);
      expect([...(await first.runDue()), ...(await second.runDue())]).toEqual([]);
    }
    probe.release();
    await first.waitForRuns();
    expect([...(await second.runDue()), ...(await first.runDue())]).toEqual([probe.job.name]);
    await second.waitForRuns();
    expect([...(await second.runDue()), ...(await first.runDue())]).toEqual([]);
    expect(probe.runs).toEqual(['first', 'second']);
  });

  it('records a failed run and keeps to the interval; a process that died mid-run frees the job after the claim', async () => {
    const failing: TScheduledJob<string> = {
      name: `failing-${++counter}`,
      everyMs: 60_000,
      firstAfterMs: 0,
      run: async () => Promise.reject(new Error('the mail server is down')),
    };
    const [first] = processes(failing);
    await first.register();
    await first.runDue();
    await first.waitForRuns();
    const row = await t.db
      .selectFrom('scheduled_jobs')
      .select(['failures', 'last_error', 'last_success_at', 'locked_by'])
      .where('name', '=', failing.name)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failures: 1, last_error: 'the mail server is down', last_success_at: null, locked_by: null });

    // A process claims a job and dies (its run never records): after the claim lapses another takes over.
    const probe = probeJob(15_000);
    const [dying, survivor] = processes(probe.job);
    await dying.register();
    probe.hold();
    expect(await dying.runDue()).toEqual([probe.job.name]);
    t.clock.advanceMinutes(0.5);
    expect(await survivor.runDue()).toEqual([]);
    t.clock.advanceMinutes(CLAIM_MS / 60_000);
    expect(await survivor.runDue()).toEqual([probe.job.name]);
    probe.release();
    await Promise.all([dying.waitForRuns(), survivor.waitForRuns()]);
  });

  it('stops only once no run of its own goes on, including runs its current tick is starting', async () => {
    const events: string[] = [];
    let stopped: Promise<void> | undefined;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const job = (name: string, onStart?: () => void): TScheduledJob<string> => ({
      name: `stopping-${name}-${++counter}`,
      everyMs: 60_000,
      firstAfterMs: 0,
      async run() {
        events.push(`start ${name}`);
        onStart?.();
        await pause(50);
        events.push(`end ${name}`);
        return 'done';
      },
    });
    // The shutdown signal arrives while the tick is still claiming: right as the first job starts.
    const scheduler: Scheduler<string> = new Scheduler(
      t.db,
      t.clock,
      [job('a', () => (stopped = scheduler.stop())), job('b'), job('c')],
      'stopping',
      quiet,
    );
    await scheduler.start(5);
    await expect.poll(() => stopped !== undefined).toBe(true);
    await stopped;
    events.push('stopped');
    await pause(150);
    // The database may close now: nothing of this process runs any more, nor starts later.
    expect(events).toEqual(['start a', 'end a', 'stopped']);
  });
});
