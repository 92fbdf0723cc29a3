import { sql, type Kysely } from 'kysely';

/** Account links (activation, reset, e-mail change, reactivation), the mail queue and outbox, rate limits, secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_tokens (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('activation', 'password_reset', 'mail_change', 'reactivation')),
      new_email text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index account_tokens_user on account_tokens (user_id, purpose, created_at desc);

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

    create table outbox_mails (
      id bigserial primary key,
      site_id integer references sites(id) on delete cascade,
      to_address text not null,
      from_address text not null,
      subject text not null,
      html text not null,
      text text not null,
      headers jsonb not null default '{}',
      created_at timestamptz not null default now()
    );

    create table rate_limits (
      key text primary key,
      hits integer not null,
      window_started_at timestamptz not null
    );

    create table app_secrets (
      name text primary key,
      value jsonb not null,
      created_at timestamptz not null default now()
    );

    alter table users add column deletion_reason text;
    create index users_deleted on users (deleted_at) where deleted_at is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index users_deleted;
    alter table users drop column deletion_reason;
    drop table app_secrets, rate_limits, outbox_mails, mail_jobs, account_tokens;
  `.execute(db);
}
