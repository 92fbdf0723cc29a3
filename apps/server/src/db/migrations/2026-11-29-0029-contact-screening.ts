import { sql, type Kysely } from 'kysely';

/**
 * Contact details in messages and profile texts (issue 20 item 1, decision 035): each site chooses what happens
 * to them (allow, flag for moderation, mask before delivery, refuse), and every finding that is not simply
 * allowed leaves a flag for the moderators with the text as it was written. Existing sites start at "flag":
 * nothing a member writes changes until the site's staff choose to mask or refuse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sites add column contact_details text not null default 'flag'
      check (contact_details in ('allow', 'flag', 'mask', 'refuse'));

    create table contact_flags (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      -- Who wrote it: a member, or a fictional profile an operator answered as (staff_id says who).
      profile_id integer not null references profiles(id) on delete cascade,
      staff_id integer references staff(id) on delete set null,
      source text not null check (source in ('message', 'profile')),
      action text not null check (action in ('flagged', 'masked', 'refused')),
      conversation_id integer references conversations(id) on delete cascade,
      -- Whom a message was for (a refused first message has no conversation yet).
      other_profile_id integer references profiles(id) on delete set null,
      -- The message as delivered (a refused one was never written).
      message_id bigint references messages(id) on delete cascade,
      text text not null,
      findings jsonb not null,
      status text not null default 'open' check (status in ('open', 'dismissed', 'warned')),
      reviewed_by integer references staff(id) on delete set null,
      reviewed_at timestamptz,
      created_at timestamptz not null
    );
    create index contact_flags_open on contact_flags (created_at) where status = 'open';
    create index contact_flags_profile on contact_flags (profile_id, created_at);
    create index contact_flags_site on contact_flags (site_id);
    create index contact_flags_staff on contact_flags (staff_id) where staff_id is not null;
    create index contact_flags_conversation on contact_flags (conversation_id) where conversation_id is not null;
    create index contact_flags_other on contact_flags (other_profile_id) where other_profile_id is not null;
    create index contact_flags_message on contact_flags (message_id) where message_id is not null;
    create index contact_flags_reviewed_by on contact_flags (reviewed_by) where reviewed_by is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table contact_flags;
    alter table sites drop column contact_details;
  `.execute(db);
}
