import { sql, type Kysely } from 'kysely';

/** Personal login links in notification mails: single-use, expiring, one member of one site, hashed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_links (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users(id) on delete cascade,
      site_id integer not null references sites(id) on delete cascade,
      target_path text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index login_links_user on login_links (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_links`.execute(db);
}
