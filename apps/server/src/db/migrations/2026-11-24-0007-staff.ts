import { sql, type Kysely } from 'kysely';

/**
 * The operations console: staff accounts (separate from members) with roles and a required second
 * factor, their short sessions, an append-only audit log, and what moderation needs (bans by e-mail
 * and IP range, warnings, reviews of photos and "about me" texts, complaint outcomes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff (
      id serial primary key,
      email text not null,
      name text not null,
      password_hash text not null,
      role text not null check (role in ('admin', 'moderator', 'operator', 'support')),
      totp_secret text,
      totp_enabled boolean not null default false,
      -- The last 30-second step a code was accepted for: the same code never works twice.
      totp_last_step bigint,
      languages jsonb not null default '["en"]',
      site_ids jsonb,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      last_login_at timestamptz
    );
    create unique index staff_email on staff (lower(email));

    create table staff_recovery_codes (
      id serial primary key,
      staff_id integer not null references staff(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    );
    create index staff_recovery_codes_staff on staff_recovery_codes (staff_id);

    create table staff_sessions (
      id serial primary key,
      token_hash text not null unique,
      staff_id integer not null references staff(id) on delete cascade,
      -- password only: the second factor is still to come
      verified boolean not null default false,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index staff_sessions_staff on staff_sessions (staff_id) where revoked_at is null;

    create table audit_log (
      id bigserial primary key,
      staff_id integer references staff(id) on delete set null,
      staff_email text not null,
      action text not null,
      target_type text,
      target_id text,
      before jsonb,
      after jsonb,
      ip text,
      created_at timestamptz not null default now()
    );
    create index audit_log_time on audit_log (created_at desc);
    create index audit_log_target on audit_log (target_type, target_id);
    create function forbid_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$;
    create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function forbid_audit_change();

    create table email_bans (
      id serial primary key,
      site_id integer references sites(id) on delete cascade,
      email text not null,
      reason text not null default '',
      created_at timestamptz not null default now()
    );
    create unique index email_bans_email on email_bans (coalesce(site_id, 0), lower(email));

    create table ip_bans (
      id serial primary key,
      cidr cidr not null,
      reason text not null default '',
      created_at timestamptz not null default now(),
      expires_at timestamptz
    );

    create table member_warnings (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      staff_id integer references staff(id) on delete set null,
      reason text not null,
      text text not null default '',
      created_at timestamptz not null default now(),
      seen_at timestamptz
    );

    create table about_reviews (
      id serial primary key,
      profile_id integer not null references profiles(id) on delete cascade,
      text text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      reviewed_by integer references staff(id) on delete set null,
      reviewed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index about_reviews_pending on about_reviews (created_at) where status = 'pending';

    alter table photos add column rejection_reason text;
    alter table photos add column reviewed_by integer references staff(id) on delete set null;
    create index photos_pending on photos (created_at) where status = 'pending';
    alter table users add column ban_reason text;
    alter table complaints add column resolution text;
    alter table complaints add column resolved_by integer references staff(id) on delete set null;
    alter table complaints add column resolved_at timestamptz;
    -- A refund asked of the provider once: a double click cannot ask twice.
    alter table orders add column refund_requested_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop column refund_requested_at;
    alter table complaints drop column resolved_at, drop column resolved_by, drop column resolution;
    alter table users drop column ban_reason;
    drop index photos_pending;
    alter table photos drop column reviewed_by, drop column rejection_reason;
    drop table about_reviews, member_warnings, ip_bans, email_bans;
    drop table audit_log;
    drop function forbid_audit_change();
    drop table staff_sessions, staff_recovery_codes, staff;
  `.execute(db);
}
