import { sql, type Kysely } from 'kysely';

/**
 * The operators' inbox (exclusive claims that expire, notes, each reply with its waiting time) and the
 * business figures pre-aggregated per site and day, so dashboards stay fast at any member count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator_claims (
      conversation_id integer primary key references conversations(id) on delete cascade,
      staff_id integer not null references staff(id) on delete cascade,
      claimed_at timestamptz not null,
      expires_at timestamptz not null
    );

    create table operator_notes (
      id serial primary key,
      conversation_id integer not null references conversations(id) on delete cascade,
      staff_id integer references staff(id) on delete set null,
      text text not null,
      created_at timestamptz not null default now()
    );
    create index operator_notes_conversation on operator_notes (conversation_id, id);

    create table operator_replies (
      message_id bigint primary key references messages(id) on delete cascade,
      conversation_id integer not null references conversations(id) on delete cascade,
      site_id integer not null references sites(id) on delete cascade,
      staff_id integer references staff(id) on delete set null,
      -- The first answer to the member's unread messages, and how long they waited for it.
      first_response boolean not null,
      waited_seconds integer not null check (waited_seconds >= 0),
      created_at timestamptz not null
    );
    create index operator_replies_staff on operator_replies (staff_id, created_at);
    create index operator_replies_day on operator_replies (site_id, created_at);

    -- When an address was confirmed (activations per day); kept by the database whoever confirms.
    alter table users add column confirmed_at timestamptz;
    update users set confirmed_at = signup_date where status = 'confirmed';
    create function stamp_confirmation() returns trigger language plpgsql as $$
    begin
      if new.status = 'confirmed' and new.confirmed_at is null then
        if tg_op = 'INSERT' then
          new.confirmed_at := coalesce(new.signup_date, now());
        elsif old.status is distinct from 'confirmed' then
          new.confirmed_at := now();
        end if;
      end if;
      return new;
    end $$;
    create trigger users_confirmation before insert or update of status on users
      for each row execute function stamp_confirmation();

    create index users_site_signup on users (site_id, signup_date);
    create index users_site_confirmed on users (site_id, confirmed_at) where confirmed_at is not null;
    create index orders_completed on orders (site_id, completed_at) where completed_at is not null;
    create index messages_created on messages (created_at);
    create index complaints_created on complaints (site_id, created_at);

    create table daily_stats (
      site_id integer not null references sites(id) on delete cascade,
      day date not null,
      signups integer not null default 0,
      activations integer not null default 0,
      first_purchases integer not null default 0,
      messages integer not null default 0,
      operator_replies integer not null default 0,
      answered_within_5m integer not null default 0,
      complaints integer not null default 0,
      primary key (site_id, day)
    );

    create table daily_revenue (
      site_id integer not null references sites(id) on delete cascade,
      day date not null,
      currency char(3) not null,
      method text not null,
      orders integer not null default 0,
      amount_cents bigint not null default 0,
      refunded_cents bigint not null default 0,
      primary key (site_id, day, currency, method)
    );

    create table daily_traffic (
      site_id integer not null references sites(id) on delete cascade,
      day date not null,
      network text not null default '',
      ref text not null default '',
      sub1 text not null default '',
      sub2 text not null default '',
      sub3 text not null default '',
      signups integer not null default 0,
      first_purchases integer not null default 0,
      primary key (site_id, day, network, ref, sub1, sub2, sub3)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table daily_traffic, daily_revenue, daily_stats;
    drop index complaints_created;
    drop index messages_created;
    drop index orders_completed;
    drop index users_site_confirmed;
    drop index users_site_signup;
    drop trigger users_confirmation on users;
    drop function stamp_confirmation();
    alter table users drop column confirmed_at;
    drop table operator_replies, operator_notes, operator_claims;
  `.execute(db);
}
