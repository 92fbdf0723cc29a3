import { sql, type RawBuilder } from 'kysely';
import type { Database, Queryable } from '../db/database';
import { reusePlan } from '../db/reuse-plan';
import type { Clock } from '../lib/clock';
import { runInLogContext } from '../lib/log-context';
import { withTimeout } from '../lib/timeout';

/** Waits before attempt n+1: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** How one run of a job ended: done, to be tried again, or given up. */
export type TJobOutcome = 'done' | 'retry' | 'failed';

export interface TJobHandler {
  run(payload: Record<string, unknown>, job: { id: number; siteId: number | null; attempts: number }): Promise<void>;
  /** Attempts before the job is given up (status failed, shown in the console). */
  maxAttempts: number;
  /** A run that takes longer fails and is retried; the claim outlives it by a margin. */
  timeoutMs: number;
  /** The payload may hold personal data (a mail with a login link): it is emptied once done. */
  forgetPayloadWhenDone?: boolean;
}

export interface TNewJob {
  kind: string;
  topic?: string;
  siteId: number | null;
  userId: number | null;
  payload: Record<string, unknown>;
  runAt?: Date;
}

/**
 * Puts a job in the durable queue, in the caller's transaction: it exists only if that transaction commits,
 * and survives a crash after the commit until a worker has carried it out.
 */
export async function enqueueJob(db: Queryable, job: TNewJob, now: Date): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      topic: job.topic ?? '',
      site_id: job.siteId,
      user_id: job.userId,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt ?? now,
      created_at: now,
    })
    .execute();
}

/**
 * A job as one part of a larger statement (a common table expression), queued only for the rows of `from`
 * (e.g. the message just inserted) and, when given, only while `only` holds: the chat's message send writes its
 * push this way (decision 029).
 */
export function enqueueJobStep(
  job: TNewJob,
  now: Date,
  from: RawBuilder<unknown>,
  only: RawBuilder<boolean> = sql<boolean>`true`,
): RawBuilder<unknown> {
  return sql`insert into jobs (kind, topic, site_id, user_id, payload, run_at, created_at)
    select ${job.kind}::text, ${job.topic ?? ''}::text, ${job.siteId}::int, ${job.userId}::int,
      ${JSON.stringify(job.payload)}::jsonb, ${job.runAt ?? now}::timestamptz, ${now}::timestamptz
    from ${from} where ${only}
    returning id`;
}

type TClaimedJob = Awaited<ReturnType<JobQueue['claim']>>[number];

const BATCH = 20;
const CONCURRENCY = 4;
const CLAIM_MARGIN_MS = 30_000;

type TLog = {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
};

/**
 * Carries out due jobs in every process: a job is claimed by one process at a time (SKIP LOCKED and a
 * lease that lapses if that process dies), failures are retried with backoff, and nothing a request does
 * waits for it. `kick` after a commit runs at once instead of at the next poll.
 */
export class JobQueue {
  private readonly handlers = new Map<string, TJobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;
  private lastRunAt: Date | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: TLog = console,
  ) {}

  private readonly observers: Array<(kind: string, outcome: TJobOutcome, seconds: number) => void> = [];

  /** Hears how each job this process carries out ends, and how long it took (metrics). */
  observe(observer: (kind: string, outcome: TJobOutcome, seconds: number) => void): void {
    this.observers.push(observer);
  }

  private tell(kind: string, outcome: TJobOutcome, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of this.observers) observer(kind, outcome, seconds);
  }

  handle(kind: string, handler: TJobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(pollMs = 1_000): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.runOnce()
        .catch((error) => this.log.error({ err: error }, 'job queue failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs soon, without anyone waiting: after a commit that queued a job. */
  kick(): void {
    if (this.stopped) return;
    void this.runOnce().catch((error) => this.log.error({ err: error }, 'job queue failed'));
  }

  /** When this process last looked for due jobs (the health check reports it). */
  get lastPollAt(): Date | undefined {
    return this.lastRunAt;
  }

  /**
   * Carries out what is due now, batch after batch, and answers how many jobs succeeded. Calls while a run
   * is going on join it and make it look once more, so a job queued meanwhile is not left for the next poll.
   */
  runOnce(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let done = 0;
      try {
        do {
          this.again = false;
          for (let batch = await this.claim(); batch.length > 0; batch = await this.claim())
            done += await this.carryOut(batch);
        } while (this.again);
      } finally {
        this.running = undefined;
      }
      return done;
    })();
    return this.running;
  }

  private async claim() {
    const now = this.clock.now();
    this.lastRunAt = now;
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const longest = Math.max(...[...this.handlers.values()].map((handler) => handler.timeoutMs));
    return this.db
      .updateTable('jobs')
      .set({
        locked_until: new Date(now.getTime() + longest + CLAIM_MARGIN_MS),
        attempts: sql`attempts + 1`,
      })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'pending')
          .where('kind', 'in', kinds)
          .where('run_at', '<=', now)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'kind', 'payload', 'attempts', 'site_id'])
      .execute();
  }

  private async carryOut(batch: Awaited<ReturnType<JobQueue['claim']>>): Promise<number> {
    let done = 0;
    for (let start = 0; start < batch.length; start += CONCURRENCY) {
      const results = await Promise.all(batch.slice(start, start + CONCURRENCY).map((job) => this.carryOutOne(job)));
      done += results.filter(Boolean).length;
    }
    return done;
  }

  /**
   * One job in a log context of its own: every line its handler writes carries its id and kind, not the request
   * that happened to kick the queue (decision 042).
   */
  private carryOutOne(job: TClaimedJob): Promise<boolean> {
    return runInLogContext({ jobId: job.id, kind: job.kind }, () => this.carryOutInContext(job));
  }

  private async carryOutInContext(job: TClaimedJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind)!;
    const started = performance.now();
    try {
      await withTimeout(
        handler.run(job.payload, { id: job.id, siteId: job.site_id, attempts: job.attempts }),
        handler.timeoutMs,
        `${job.kind} job ${job.id}`,
      );
      await this.db
        .updateTable('jobs')
        .set({
          status: 'done',
          finished_at: this.clock.now(),
          locked_until: null,
          ...(handler.forgetPayloadWhenDone && { payload: '{}' }),
        })
        .where('id', '=', job.id)
        .modifyEnd(reusePlan)
        .execute();
      this.tell(job.kind, 'done', started);
      return true;
    } catch (error) {
      const failed = job.attempts >= handler.maxAttempts;
      const now = this.clock.now();
      await this.db
        .updateTable('jobs')
        .set({
          status: failed ? 'failed' : 'pending',
          run_at: new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000),
          locked_until: null,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          ...(failed && { finished_at: now }),
        })
        .where('id', '=', job.id)
        .execute();
      this.tell(job.kind, failed ? 'failed' : 'retry', started);
      const fields = { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts };
      if (failed) this.log.error(fields, 'job given up');
      else this.log.warn(fields, 'job will be retried');
      return false;
    }
  }
}
