import { sql } from 'kysely';
import type { Database, Queryable } from '../db/database';
import type { TMailMessage } from '../db/schema/accounts';
import type { Clock } from '../lib/clock';
import type { MailTransport } from './transport';

export const MAIL_MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 120;
const BATCH = 20;

/** Waits before attempt n+1: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Puts a rendered mail in the durable queue, in the caller's transaction: it leaves only if the
 * transaction commits, and survives a restart until the worker has sent it.
 */
export async function enqueueMail(
  db: Queryable,
  job: { siteId: number; userId: number | null; kind: string; message: TMailMessage },
  now: Date,
): Promise<void> {
  await db
    .insertInto('mail_jobs')
    .values({
      site_id: job.siteId,
      user_id: job.userId,
      kind: job.kind,
      to_address: job.message.to,
      message: JSON.stringify(job.message),
      run_at: now,
      created_at: now,
    })
    .execute();
}

/** Sends due mails; one process at a time holds a job (claimed with a lease), failures retry with backoff. */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: { error(object: unknown, message: string): void } = console,
  ) {}

  start(intervalMs = 2_000): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.runOnce()
        .catch((error) => this.log.error({ err: error }, 'mail worker failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sends what is due now; answers how many were sent. Safe to call at any time (also from tests). */
  runOnce(): Promise<number> {
    this.running = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.sendDue());
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const now = this.clock.now();
    const jobs = await this.db
      .updateTable('mail_jobs')
      .set({ locked_until: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('mail_jobs')
          .select('id')
          .where('status', '=', 'pending')
          .where('run_at', '<=', now)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'message', 'attempts', 'site_id'])
      .execute();
    let sent = 0;
    for (const job of jobs) {
      try {
        await this.transport.send(job.message as TMailMessage, { siteId: job.site_id });
        await this.db
          .updateTable('mail_jobs')
          // The message may hold a personal link: it is not kept once delivered.
          .set({
            status: 'sent',
            sent_at: this.clock.now(),
            message: '{}',
            locked_until: null,
            attempts: sql`attempts + 1`,
          })
          .where('id', '=', job.id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = job.attempts + 1;
        const failed = attempts >= MAIL_MAX_ATTEMPTS;
        await this.db
          .updateTable('mail_jobs')
          .set({
            attempts,
            status: failed ? 'failed' : 'pending',
            run_at: new Date(this.clock.now().getTime() + retryDelaySeconds(attempts) * 1000),
            locked_until: null,
            last_error: String((error as Error)?.message ?? error).slice(0, 500),
          })
          .where('id', '=', job.id)
          .execute();
        this.log.error({ err: error, jobId: job.id, attempts }, failed ? 'mail given up' : 'mail will be retried');
      }
    }
    return sent;
  }
}
