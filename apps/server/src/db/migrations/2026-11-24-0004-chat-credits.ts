import { sql, type Kysely } from 'kysely';

/**
 * The credits ledger (the only way a balance changes), conversations, messages, gifts and chat photos,
 * and what the notification jobs need to mail each unread message or like once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_ledger (
      id bigserial primary key,
      user_id integer not null references users(id) on delete cascade,
      delta integer not null check (delta <> 0),
      balance_after integer not null,
      reason text not null check (reason in
        ('opening', 'signup', 'purchase', 'message', 'gift', 'photo', 'grant', 'refund', 'reversal')),
      ref_type text,
      ref_id bigint,
      idempotency_key text,
      note text not null default '',
      created_at timestamptz not null default now()
    );
    create unique index credit_ledger_idempotency on credit_ledger (user_id, idempotency_key)
      where idempotency_key is not null;
    create index credit_ledger_user on credit_ledger (user_id, id desc);

    -- Balances that existed before the ledger become its opening entries.
    insert into credit_ledger (user_id, delta, balance_after, reason)
      select id, credits, credits, 'opening' from users where credits > 0;

    -- An entry moves the balance in the same statement; users.credits >= 0 (a check constraint) makes an
    -- entry that would take it below zero fail, so no code path can overdraw.
    create function apply_credit_entry() returns trigger language plpgsql as $$
    begin
      update users set credits = credits + new.delta where id = new.user_id returning credits into new.balance_after;
      if not found then
        raise exception 'credit entry for unknown user %', new.user_id;
      end if;
      return new;
    end $$;
    create trigger credit_ledger_apply before insert on credit_ledger
      for each row execute function apply_credit_entry();

    -- Append-only: entries are never changed, and only go when their member is erased (a cascade).
    create function forbid_credit_entry_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'credit_ledger is append-only';
    end $$;
    create trigger credit_ledger_append_only before update or delete on credit_ledger
      for each row execute function forbid_credit_entry_change();

    create table gifts (
      key text primary key,
      names jsonb not null default '{}',
      image text not null,
      credits integer check (credits >= 0),
      position smallint not null,
      active boolean not null default true
    );

    create table chat_photos (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      filename text not null,
      thumb_filename text not null,
      blur_filename text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );

    create table conversations (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      profile_low integer not null references profiles(id) on delete cascade,
      profile_high integer not null references profiles(id) on delete cascade,
      started_by integer not null,
      created_at timestamptz not null default now(),
      last_message_id bigint,
      last_message_at timestamptz,
      check (profile_low < profile_high),
      unique (profile_low, profile_high)
    );

    create table conversation_members (
      conversation_id integer not null references conversations(id) on delete cascade,
      profile_id integer not null references profiles(id) on delete cascade,
      other_profile_id integer not null references profiles(id) on delete cascade,
      unread_count integer not null default 0 check (unread_count >= 0),
      -- Since when this member has had unread messages (the operator queue and the mail job read it).
      unread_since timestamptz,
      last_read_message_id bigint not null default 0,
      last_message_at timestamptz,
      -- Removed from the member's list; the next message brings the conversation back.
      hidden_at timestamptz,
      mailed_at timestamptz,
      primary key (conversation_id, profile_id)
    );
    create index conversation_members_list on conversation_members (profile_id, last_message_at desc)
      where hidden_at is null;
    create index conversation_members_unread on conversation_members (unread_since) where unread_count > 0;

    create table messages (
      id bigserial primary key,
      conversation_id integer not null references conversations(id) on delete cascade,
      sender_id integer not null references profiles(id) on delete cascade,
      kind text not null check (kind in ('text', 'gift', 'photo')),
      body text not null default '',
      gift_key text references gifts(key),
      chat_photo_id integer references chat_photos(id) on delete set null,
      credits integer not null default 0 check (credits >= 0),
      idempotency_key text,
      created_at timestamptz not null default now()
    );
    create unique index messages_idempotency on messages (sender_id, idempotency_key)
      where idempotency_key is not null;
    create index messages_history on messages (conversation_id, id desc);

    alter table likes add column mailed_at timestamptz;
    create index likes_unmailed on likes (created_at) where like_new and mailed_at is null;
    alter table users add column unread_reminder_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users drop column unread_reminder_at;
    drop index likes_unmailed;
    alter table likes drop column mailed_at;
    drop table messages, conversation_members, conversations, chat_photos, gifts;
    drop table credit_ledger;
    drop function forbid_credit_entry_change();
    drop function apply_credit_entry();
  `.execute(db);
}
