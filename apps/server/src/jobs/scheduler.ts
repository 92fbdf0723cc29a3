import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';

export interface TScheduledJob<D> {
  /** Unique and stable: the row in scheduled_jobs that every process claims. */
  name: string;
  everyMs: number;
  /** The first run after a start, so a restart does not run everything at once. */
  firstAfterMs: number;
  /** Answers something short worth recording (e.g. how many mails were queued). */
  run(deps: D): Promise<string | number | void>;
}

/** A claim lasts this long unless renewed; a process that dies mid-run frees its jobs after it. */
export const CLAIM_MS = 60_000;
const RENEW_EVERY_MS = CLAIM_MS / 3;

type TLog = {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
};

/**
 * Runs each scheduled job once per interval across all processes: every process looks every second, and
 * one update claims a due job for one process (its `next_run_at` moves on in the same statement). A run
 * renews its claim while it works, so a slow run is never started twice, and a run that is late starts
 * once, never once per missed interval. Each run is recorded in job_runs and summed up in scheduled_jobs.
 */
export class Scheduler<D> {
  /** This process, in the claims and the run records. */
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  /** Set by `stop`: a tick that is claiming jobs claims no more. */
  private stopping = false;
  /** The tick going on now: its claims may still start runs, which `stop` must wait for. */
  private ticking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly jobs: ReadonlyArray<TScheduledJob<D>>,
    private readonly deps: D,
    private readonly log: TLog,
    /** Below 1 in soak runs only: every interval shrinks by it, so each job fires many times. */
    private readonly scale = 1,
  ) {}

  private interval(job: TScheduledJob<D>): number {
    return Math.max(50, Math.round(job.everyMs * this.scale));
  }

  /** Makes sure every job has its row; a shorter interval than before brings the next run closer. */
  async register(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const job of this.jobs) {
      const first = new Date(now + Math.round(job.firstAfterMs * this.scale));
      const latest = new Date(now + this.interval(job));
      await this.db
        .insertInto('scheduled_jobs')
        .values({ name: job.name, next_run_at: first })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({
            next_run_at: sql`least(scheduled_jobs.next_run_at, ${latest})`,
          }),
        )
        .execute();
    }
  }

  async start(tickMs = 1_000): Promise<void> {
    await this.register();
    this.stopped = false;
    this.stopping = false;
    const tick = () => {
      if (this.stopped) return;
      this.ticking = this.runDue()
        .catch((error) => this.log.error({ err: error }, 'scheduler failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, tickMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /**
   * Stops claiming; waits for the runs of this process to end, those a tick going on now still starts
   * included (a claim on its way at shutdown), so nothing runs once the database closes.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Claims and starts every job that is due and free; answers the names this process started. Runs are not
   * awaited here: a slow job never delays the others. `waitForRuns` waits for them (tests, stop).
   */
  async runDue(): Promise<string[]> {
    const started: string[] = [];
    for (const job of this.jobs) {
      if (this.stopping) break;
      if (this.running.has(job.name)) continue;
      if (!(await this.claim(job))) continue;
      const run = this.carryOut(job).finally(() => this.running.delete(job.name));
      this.running.set(job.name, run);
      started.push(job.name);
    }
    return started;
  }

  async waitForRuns(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private async claim(job: TScheduledJob<D>): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await this.db
      .updateTable('scheduled_jobs')
      .set({
        locked_by: this.worker,
        locked_until: new Date(now.getTime() + CLAIM_MS),
        running_since: now,
        next_run_at: new Date(now.getTime() + this.interval(job)),
      })
      .where('name', '=', job.name)
      .where('next_run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  private async carryOut(job: TScheduledJob<D>): Promise<void> {
    const started = this.clock.now();
    const renew = setInterval(() => void this.renew(job), RENEW_EVERY_MS);
    renew.unref();
    let ok = true;
    let outcome: string | null = null;
    try {
      const result = await job.run(this.deps);
      outcome = result === undefined ? null : String(result);
    } catch (error) {
      ok = false;
      outcome = String((error as Error)?.message ?? error).slice(0, 500);
      this.log.error({ err: error, job: job.name }, 'scheduled job failed');
    } finally {
      clearInterval(renew);
    }
    await this.record(job, started, ok, outcome).catch((error) =>
      this.log.error({ err: error, job: job.name }, 'recording a scheduled run failed'),
    );
  }

  private async renew(job: TScheduledJob<D>): Promise<void> {
    await this.db
      .updateTable('scheduled_jobs')
      .set({ locked_until: new Date(this.clock.now().getTime() + CLAIM_MS) })
      .where('name', '=', job.name)
      .where('locked_by', '=', this.worker)
      .execute()
      .catch((error) => this.log.warn({ err: error, job: job.name }, 'renewing a claim failed'));
  }

  private async record(job: TScheduledJob<D>, started: Date, ok: boolean, outcome: string | null): Promise<void> {
    const finished = this.clock.now();
    await this.db
      .updateTable('scheduled_jobs')
      .set({
        locked_by: null,
        locked_until: null,
        running_since: null,
        last_duration_ms: Math.max(0, finished.getTime() - started.getTime()),
        runs: sql`runs + 1`,
        ...(ok
          ? { last_success_at: finished, last_error: null }
          : { last_failure_at: finished, last_error: outcome, failures: sql`failures + 1` }),
      })
      .where('name', '=', job.name)
      .where('locked_by', '=', this.worker)
      .execute();
    await this.db
      .insertInto('job_runs')
      .values({ name: job.name, worker: this.worker, started_at: started, finished_at: finished, ok, outcome })
      .execute();
  }
}
