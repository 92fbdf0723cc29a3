import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type TJobStatus = 'pending' | 'done' | 'failed';

/** A side effect to carry out after commit (mail, push), retried with backoff until done or given up. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  topic: Generated<string>;
  site_id: number | null;
  user_id: number | null;
  payload: Json<Record<string, unknown>>;
  status: Generated<TJobStatus>;
  attempts: Generated<number>;
  run_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** A job that runs every interval, once across all processes. */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: Timestamp;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  running_since: NullableTimestamp;
  last_success_at: NullableTimestamp;
  last_failure_at: NullableTimestamp;
  last_error: string | null;
  last_duration_ms: number | null;
  runs: Generated<number>;
  failures: Generated<number>;
}

export interface JobRunsTable {
  id: Generated<number>;
  name: string;
  worker: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  ok: boolean;
  outcome: string | null;
}
