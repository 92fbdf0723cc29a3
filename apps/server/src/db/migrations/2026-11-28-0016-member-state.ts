import { sql, type Kysely } from 'kysely';

/**
 * Whether a member is findable ("searchable") is decided here alone (issue 17, decision 015).
 * `profiles.status` is only what staff decided ('disabled' by a moderator, or a fictional profile switched
 * off); whether the address is confirmed lives in `users.status`. `member_is_searchable` combines the inputs,
 * and triggers keep `profiles.searchable` equal to it whenever one of them changes, so no writer restates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function member_is_searchable(
      profile_status text, user_status text, invisible boolean, deleted_at timestamptz, banned_at timestamptz
    ) returns boolean language sql immutable as $$
      select profile_status = 'active' and user_status = 'confirmed' and not invisible
        and deleted_at is null and banned_at is null
    $$;

    -- Any write of a profile's status (or an attempt to set searchable itself) takes the rule's answer.
    create function profile_searchable() returns trigger language plpgsql as $$
    begin
      select member_is_searchable(new.status, u.status, u.invisible, u.deleted_at, u.banned_at)
        into new.searchable from users u where u.id = new.user_id;
      new.searchable := coalesce(new.searchable, false);
      return new;
    end $$;
    create trigger profiles_searchable before insert or update of status, user_id, searchable on profiles
      for each row execute function profile_searchable();

    -- A change of the member's own state reaches their profile in the same statement: touching the column
    -- makes the trigger above recompute it.
    create function user_state_changed() returns trigger language plpgsql as $$
    begin
      update profiles set searchable = searchable where user_id = new.id;
      return null;
    end $$;
    create trigger users_member_state after update of status, invisible, deleted_at, banned_at on users
      for each row
      when ((old.status, old.invisible, old.deleted_at, old.banned_at)
        is distinct from (new.status, new.invisible, new.deleted_at, new.banned_at))
      execute function user_state_changed();

    -- Profiles kept 'disabled' only because their member had not confirmed the address become 'active';
    -- those a moderator disabled (an audit entry says so) stay disabled.
    update profiles p set status = 'active'
      from users u
      where u.id = p.user_id and p.status = 'disabled' and u.status = 'not_confirmed'
        and not exists (
          select 1 from audit_log a
          where a.action = 'member.disable_profile' and a.target_type = 'user' and a.target_id = p.user_id::text);
    update profiles set searchable = searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger users_member_state on users;
    drop function user_state_changed();
    drop trigger profiles_searchable on profiles;
    drop function profile_searchable();
    drop function member_is_searchable(text, text, boolean, timestamptz, timestamptz);
    update profiles p set status = 'disabled' from users u where u.id = p.user_id and u.status = 'not_confirmed';
  `.execute(db);
}
