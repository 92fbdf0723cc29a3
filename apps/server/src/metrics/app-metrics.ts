import { sql } from 'kysely';
import client from 'prom-client';
import type { Database } from '../db/database';
import type { LeaseBook } from '../db/guarded-dialect';
import type { TStatementOperation } from '../db/statement-operation';
import type { StatementTap } from '../db/statement-tap';

/**
 * Process figures (CPU, memory, event loop, garbage collection), once per process: prom-client's collectors
 * observe the process for good, so a registry of an app's own would keep that app (and its database) alive after
 * it closed – in the tests, every app of a worker.
 */
const processRegistry = new client.Registry();
client.collectDefaultMetrics({ register: processRegistry });

/** Request durations: from a cached read (a few ms) to a slow upload or export (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement times: a lookup by key takes well under a millisecond, a search a few, a nightly VACUUM minutes. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

interface Sources {
  db: Database;
  leases: LeaseBook;
  /** Every statement sent, to time it. */
  statements: StatementTap;
  /** Open member WebSockets in this process (set once the realtime routes exist). */
  openSockets?: () => number;
}

/**
 * The figures `GET /metrics` shows (issue 21 item 1), one registry per app. Counters and histograms of what this
 * process served; gauges of what the database says for the whole site (the job queue, the scheduler, the
 * last day's orders), read when Prometheus scrapes, so every process answers the same for those.
 */
export class AppMetrics {
  readonly registry = new client.Registry();

  readonly httpRequests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests by method, route pattern and status, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly errors = new client.Counter({
    name: 'app_errors_total',
    help: 'Error answers by their code (the JSON `error`) and HTTP status; internal_error is a bug.',
    labelNames: ['code', 'status'] as const,
    registers: [this.registry],
  });

  readonly signups = new client.Counter({
    name: 'app_signups_total',
    help: 'Accounts created by this process, by site.',
    labelNames: ['site'] as const,
    registers: [this.registry],
  });

  readonly eventBusLag = new client.Histogram({
    name: 'app_event_bus_lag_seconds',
    help: 'From the publication of a realtime event to its arrival in this process through Redis (REDIS_URL only).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });

  readonly jobOutcomes = new client.Counter({
    name: 'app_job_outcomes_total',
    help: 'Queued side effects carried out by this process (mail, push, ...): done, retry or failed (given up).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new client.Histogram({
    name: 'app_job_duration_seconds',
    help: 'How long one queued side effect took, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [this.registry],
  });

  readonly queries = new client.Histogram({
    name: 'app_db_query_duration_seconds',
    help: 'Statements sent to the database by this process (BEGIN and COMMIT as transaction), and how long each took.',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  /** Stops timing statements (tests: the database outlives the app). */
  readonly stop: () => void;

  /** The Prometheus text of this app's figures and the process's. */
  async text(): Promise<string> {
    return client.Registry.merge([processRegistry, this.registry]).metrics();
  }

  readonly contentType = this.registry.contentType;

  /** The realtime routes tell where their open sockets are counted. */
  countSocketsWith(count: () => number): void {
    this.sources.openSockets = count;
  }

  constructor(private readonly sources: Sources) {
    const { db, leases } = sources;
    // One histogram child per operation, found once: observing then costs no hashing of label sets.
    const timers = new Map<TStatementOperation, client.Histogram.Internal<'operation'>>();
    const timerOf = (operation: TStatementOperation) => {
      let timer = timers.get(operation);
      if (!timer) timers.set(operation, (timer = this.queries.labels({ operation })));
      return timer;
    };
    this.stop = sources.statements.watch(({ operation }) => {
      const started = performance.now();
      return () => timerOf(operation).observe((performance.now() - started) / 1000);
    });
    const openSockets = () => sources.openSockets?.() ?? 0;
    new client.Gauge({
      name: 'app_websockets_open',
      help: 'Member WebSockets open in this process.',
      registers: [this.registry],
      collect() {
        this.set(openSockets());
      },
    });
    new client.Gauge({
      name: 'app_db_connections_in_use',
      help: 'Database connections lent out in this process right now.',
      registers: [this.registry],
      collect() {
        this.set(leases.size);
      },
    });
    new client.Gauge({
      name: 'app_job_queue_jobs',
      help: 'Queued side effects of the whole site by kind and state: waiting (not yet due), due, failed.',
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await sql<{ kind: string; waiting: number; due: number; failed: number }>`
          select kind,
            count(*) filter (where status = 'pending' and run_at > now())::int as waiting,
            count(*) filter (where status = 'pending' and run_at <= now())::int as due,
            count(*) filter (where status = 'failed')::int as failed
          from jobs where status in ('pending', 'failed') group by kind`.execute(db);
        for (const row of rows.rows)
          for (const state of ['waiting', 'due', 'failed'] as const) this.set({ kind: row.kind, state }, row[state]);
      },
    });
    new client.Gauge({
      name: 'app_job_queue_oldest_due_seconds',
      help: 'Age of the oldest due side effect by kind: a growing figure means no worker takes them.',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await sql<{ kind: string; age: number }>`
          select kind, extract(epoch from now() - min(run_at))::float8 as age
          from jobs where status = 'pending' and run_at <= now() group by kind`.execute(db);
        for (const row of rows.rows) this.set({ kind: row.kind }, Math.max(0, row.age));
      },
    });
    new client.Gauge({
      name: 'app_scheduled_job_runs',
      help: 'Runs and failures of each scheduled job across all processes, and seconds since its last success.',
      labelNames: ['job', 'figure'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await sql<{ name: string; runs: number; failures: number; since: number | null }>`
          select name, runs, failures, extract(epoch from now() - last_success_at)::float8 as since
          from scheduled_jobs`.execute(db);
        for (const row of rows.rows) {
          this.set({ job: row.name, figure: 'runs' }, row.runs);
          this.set({ job: row.name, figure: 'failures' }, row.failures);
          if (row.since !== null) this.set({ job: row.name, figure: 'seconds_since_success' }, row.since);
        }
      },
    });
    new client.Gauge({
      name: 'app_orders_last_day',
      help: 'Orders of the last 24 hours by site, payment method and status (completed, failed, pending, ...).',
      labelNames: ['site', 'method', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await sql<{ site: string; method: string; status: string; orders: number }>`
          select s.name as site, o.method, o.status, count(*)::int as orders
          from orders o join sites s on s.id = o.site_id
          where o.created_at > now() - interval '1 day'
          group by s.name, o.method, o.status`.execute(db);
        for (const row of rows.rows) this.set({ site: row.site, method: row.method, status: row.status }, row.orders);
      },
    });
  }
}
