import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { LeaseBook } from '../db/guarded-dialect';
import type { Clock } from '../lib/clock';
import { withTimeout } from '../lib/timeout';
import type { TScheduledJob } from '../jobs/scheduler';

/** The database must answer `select 1` within this, else the process is unavailable (503). */
export const DATABASE_PROBE_MS = 800;
/** An answer slower than this is slow; slowness that lasts (see SLOW_OF_RECENT) makes the process degraded. */
export const DATABASE_SLOW_MS = 300;
/** Degraded when at least `count` of the last `of` probes were slow: one slow answer in a burst is not a state. */
export const SLOW_OF_RECENT = { count: 3, of: 5 } as const;
/** The whole check answers within this; the job figures get what the probes leave of it. */
const ANSWER_WITHIN_MS = 950;
const FIGURES_AT_LEAST_MS = 100;
/** Figures that did not load in time are taken from the last check when no older than this. */
const FIGURES_REUSED_FOR_MS = 30_000;
const REDIS_PROBE_MS = 300;

export interface THealth {
  status: 'ok' | 'degraded' | 'unavailable';
  /** Why the status is not ok, in plain words for whoever is paged. */
  reasons: string[];
  database: { kind: 'pglite' | 'postgres'; ok: boolean; ms: number | null; connection_held_ms: number };
  redis: { ok: boolean; ms: number | null } | null;
  /** Scheduled jobs across all processes: when each last succeeded, and whether it is overdue or failing. */
  jobs: Array<{ name: string; runs: number; last_success_at: string | null; overdue: boolean; failing: boolean }>;
  /** The durable queue of mails and pushes. */
  queue: { due: number; oldest_due_seconds: number | null; failed_last_day: number } | null;
}

export interface THealthDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  leases: LeaseBook;
  redis: Redis | null;
  clock: Clock;
  scheduledJobs: ReadonlyArray<Pick<TScheduledJob<unknown>, 'name' | 'everyMs'>>;
  jobTimeScale: number;
}

/**
 * Answers within about a second whatever happens: every probe has a timeout, and a database probe still
 * waiting from an earlier check is not queued again (PGlite would stack them behind a stuck connection).
 */
export class HealthCheck {
  private pendingProbe: { since: number; done: Promise<unknown> } | undefined;
  /** Durations of the last probes that answered, newest last. */
  private readonly recentProbeMs: number[] = [];
  private lastFigures: { at: number; figures: Pick<THealth, 'jobs' | 'queue'> } | undefined;

  constructor(private readonly deps: THealthDeps) {}

  async check(): Promise<THealth> {
    const started = Date.now();
    const reasons: string[] = [];
    const [database, redis] = await Promise.all([this.probeDatabase(), this.probeRedis()]);
    const held = this.deps.leases.oldest();
    const heldMs = held ? Date.now() - held.since : 0;
    if (!database.ok) reasons.push(database.reason);
    else {
      const slow = this.slowProbes();
      if (slow) reasons.push(slow);
    }
    if (redis && !redis.ok) reasons.push(`redis: ${redis.reason}`);

    let jobs: THealth['jobs'] = [];
    let queue: THealth['queue'] = null;
    if (database.ok) {
      const budget = Math.max(FIGURES_AT_LEAST_MS, ANSWER_WITHIN_MS - (Date.now() - started));
      const figures = await this.loadFigures(budget);
      if (figures) {
        ({ jobs, queue } = figures);
        for (const job of jobs) {
          if (job.overdue) reasons.push(`job ${job.name} is overdue`);
          if (job.failing) reasons.push(`job ${job.name} failed its last run`);
        }
      } else reasons.push(`job figures did not load for ${FIGURES_REUSED_FOR_MS / 1000} s`);
    }
    const status = !database.ok ? 'unavailable' : reasons.length > 0 ? 'degraded' : 'ok';
    return {
      status,
      reasons,
      database: { kind: this.deps.dbKind, ok: database.ok, ms: database.ms, connection_held_ms: heldMs },
      redis: redis && { ok: redis.ok, ms: redis.ms },
      jobs,
      queue,
    };
  }

  private async probeDatabase(): Promise<{ ok: true; ms: number } | { ok: false; ms: null; reason: string }> {
    // Checks that arrive together share one probe; one that has already waited its whole time is not queued
    // again behind a stuck connection (PGlite would stack them), it is the answer.
    let probe = this.pendingProbe;
    if (probe && Date.now() - probe.since >= DATABASE_PROBE_MS)
      return {
        ok: false,
        ms: null,
        reason: `database: an earlier check has waited ${Date.now() - probe.since} ms for an answer`,
      };
    if (!probe) {
      const started = { since: Date.now(), done: sql`select 1`.execute(this.deps.db) };
      this.pendingProbe = probe = started;
      const clear = () => {
        if (this.pendingProbe === started) this.pendingProbe = undefined;
      };
      void started.done.then(clear, clear);
    }
    try {
      await withTimeout(probe.done, DATABASE_PROBE_MS - (Date.now() - probe.since), 'select 1');
      const ms = Date.now() - probe.since;
      this.recentProbeMs.push(ms);
      if (this.recentProbeMs.length > SLOW_OF_RECENT.of) this.recentProbeMs.shift();
      return { ok: true, ms };
    } catch (error) {
      return { ok: false, ms: null, reason: `database: ${(error as Error).message}` };
    }
  }

  /** A reason when the database has been slow for several checks in a row, else null. */
  private slowProbes(): string | null {
    const slow = this.recentProbeMs.filter((ms) => ms > DATABASE_SLOW_MS).length;
    if (slow < SLOW_OF_RECENT.count) return null;
    return `database slow: ${slow} of the last ${this.recentProbeMs.length} checks took over ${DATABASE_SLOW_MS} ms`;
  }

  /**
   * The job figures, or those of a recent check when they do not load within `budget` (a burst of work can
   * hold the database for a moment; that alone says nothing about the jobs). Null when none are recent.
   */
  private async loadFigures(budget: number): Promise<Pick<THealth, 'jobs' | 'queue'> | null> {
    const figures = await withTimeout(this.figures(), budget, 'job figures').catch(() => null);
    if (figures) {
      this.lastFigures = { at: Date.now(), figures };
      return figures;
    }
    const last = this.lastFigures;
    return last && Date.now() - last.at <= FIGURES_REUSED_FOR_MS ? last.figures : null;
  }

  private async probeRedis(): Promise<{ ok: boolean; ms: number | null; reason: string } | null> {
    const { redis } = this.deps;
    if (!redis) return null;
    const since = Date.now();
    try {
      await withTimeout(redis.ping(), REDIS_PROBE_MS, 'PING');
      return { ok: true, ms: Date.now() - since, reason: '' };
    } catch (error) {
      return { ok: false, ms: null, reason: (error as Error).message };
    }
  }

  private async figures(): Promise<Pick<THealth, 'jobs' | 'queue'>> {
    const now = this.deps.clock.now();
    const [rows, due, failed] = await Promise.all([
      this.deps.db
        .selectFrom('scheduled_jobs')
        .select(['name', 'runs', 'next_run_at', 'last_success_at', 'last_failure_at'])
        .execute(),
      this.deps.db
        .selectFrom('jobs')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('run_at').as('oldest')])
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .executeTakeFirstOrThrow(),
      this.deps.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'failed')
        .where('finished_at', '>', new Date(now.getTime() - 86_400_000))
        .executeTakeFirstOrThrow(),
    ]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    const jobs = this.deps.scheduledJobs.map((job) => {
      const row = byName.get(job.name);
      // Nobody claimed it for a whole interval past its time (at least a minute): no process runs jobs.
      const grace = Math.max(job.everyMs * this.deps.jobTimeScale, 60_000);
      return {
        name: job.name,
        runs: row?.runs ?? 0,
        last_success_at: row?.last_success_at?.toISOString() ?? null,
        overdue: row ? now.getTime() - row.next_run_at.getTime() > grace : false,
        failing: Boolean(row?.last_failure_at && (!row.last_success_at || row.last_failure_at > row.last_success_at)),
      };
    });
    const oldest = due.oldest ? new Date(due.oldest as Date | string) : null;
    return {
      jobs,
      queue: {
        due: Number(due.count),
        oldest_due_seconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
        failed_last_day: Number(failed.count),
      },
    };
  }
}
