import { sql, type Kysely } from 'kysely';

/**
 * One durable queue for side effects (mail, Web Push), written in the transaction of what they announce,
 * and the scheduled jobs, each claimed by one process per interval, with a record of every run.
 * The mail queue's rows move into the new queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id bigserial primary key,
      kind text not null,
      -- What the job is about, for the console and the member's export (a mail's type, a push's reason).
      topic text not null default '',
      site_id integer references sites(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      payload jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
      attempts integer not null default 0,
      run_at timestamptz not null,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null,
      finished_at timestamptz
    );
    create index jobs_due on jobs (run_at, id) where status = 'pending';
    create index jobs_user on jobs (user_id) where user_id is not null;
    create index jobs_finished on jobs (finished_at) where status <> 'pending';

    insert into jobs (kind, topic, site_id, user_id, payload, status, attempts, run_at, locked_until, last_error,
      created_at, finished_at)
    select 'mail', kind, site_id, user_id, jsonb_build_object('message', message),
      case status when 'sent' then 'done' else status end, attempts, run_at, locked_until, last_error,
      created_at, case when status = 'pending' then null else coalesce(sent_at, run_at) end
    from mail_jobs order by id;
    drop table mail_jobs;

    create table scheduled_jobs (
      name text primary key,
      next_run_at timestamptz not null,
      -- The process running it now and until when its claim holds (renewed while it runs).
      locked_by text,
      locked_until timestamptz,
      running_since timestamptz,
      last_success_at timestamptz,
      last_failure_at timestamptz,
      last_error text,
      last_duration_ms integer,
      runs integer not null default 0,
      failures integer not null default 0
    );

    create table job_runs (
      id bigserial primary key,
      name text not null,
      worker text not null,
      started_at timestamptz not null,
      finished_at timestamptz not null,
      ok boolean not null,
      outcome text
    );
    create index job_runs_name on job_runs (name, id desc);
    create index job_runs_started on job_runs (started_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_jobs (
      id bigserial primary key,
      site_id integer not null references sites(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      kind text not null,
      to_address text not null,
      message jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      run_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index mail_jobs_due on mail_jobs (run_at, id) where status = 'pending';
    insert into mail_jobs (site_id, user_id, kind, to_address, message, status, attempts, run_at, locked_until,
      last_error, created_at, sent_at)
    select site_id, user_id, topic, coalesce(payload->'message'->>'to', ''), coalesce(payload->'message', '{}'),
      case status when 'done' then 'sent' else status end, attempts, run_at, locked_until, last_error, created_at,
      finished_at
    from jobs where kind = 'mail' and site_id is not null order by id;
    drop table job_runs, scheduled_jobs, jobs;
  `.execute(db);
}
